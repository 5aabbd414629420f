/**
 * Server helpers for the admin previews (/_admin/*): the editor gate, reading a
 * draft document (pasted text, uploaded file, or one of the realm's own documents),
 * validating it, and rendering a page preview as a complete static HTML document for
 * a sandboxed `srcdoc` frame at the chosen viewport (exactly what the server sends
 * before scripts run).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { validateDocument, type ValidatedKind, type ValidationError } from '../../schemas/validate';
import blocksStylesHref from '../../blocks/blocks.css';
import { ComposedPage } from '~/components/composed-page';
import { prepareComposedPage } from '~/components/composed-page.server';
import { MAX_DOCUMENT_DEPTH, tooDeepAt } from '../../schemas/json-depth';
import { getEnv } from '~/env.server';
import { LabelsProvider } from '~/labels/labels';
import type { AppLoadContext } from '@remix-run/node';
import type { PlatformApi } from '../../contract/client';
import { createPlatformApi, createPlatformClient } from '~/platform/client.server';
import { hostTable } from '~/realm/hosts.server';
import { isRtl } from '~/realm/locale';
import { getLabels, getRealmSettings } from '~/realm/realm-data.server';
import { themeToCssVars } from '~/realm/theme';
import { accessAwareLink } from '~/routing/content-links';
import { pathFor } from '~/routing/paths';
import { requireEditor } from '~/session.server';
import baseStylesHref from '~/styles/base.css';
import { ADMIN_VIEWPORTS, type AdminOptions, type AdminViewport, type DraftResult } from './admin.shared';

export const MAX_DRAFT_BYTES = 1_000_000;

/** Editors only; answers the selectable realms, locales and the current choices. */
export async function adminOptions(
  request: Request,
  ctx: AppLoadContext,
): Promise<AdminOptions & { platform: PlatformApi; locale: string; realm: string; viewport: AdminViewport }> {
  await requireEditor(request);
  const url = new URL(request.url);
  const realms = hostTable().realms.length ? hostTable().realms : [ctx.realm];
  const realm = pick(url.searchParams.get('realm'), realms, ctx.realm);
  // Another realm's documents are read with a client of that realm (as a guest).
  const platform =
    realm === ctx.realm
      ? ctx.platform
      : createPlatformApi(createPlatformClient({ baseUrl: getEnv().PLATFORM_URL, realm, timeoutMs: getEnv().PLATFORM_TIMEOUT_MS }));
  const settings = realm === ctx.realm ? { ok: true as const, data: ctx.settings } : await getRealmSettings({ platform, realm });
  const locales = settings.ok ? settings.data.locales : [ctx.locale];
  const locale = pick(url.searchParams.get('locale'), locales, settings.ok ? settings.data.defaultLocale : ctx.locale);
  const viewport = pick(
    url.searchParams.get('viewport'),
    ADMIN_VIEWPORTS.map((v) => v.id),
    'desktop',
  ) as AdminViewport;
  return {
    realms,
    realm,
    locales,
    locale,
    viewport,
    platform,
    defaultPage: settings.ok ? settings.data.defaultPage : '',
    notFoundPage: settings.ok ? (settings.data.notFoundPage ?? '') : '',
  };
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The draft an editor posted: an uploaded file wins over pasted text. */
export async function readDraft(request: Request): Promise<{ text: string; error?: string; form: FormData }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_DRAFT_BYTES * 2) return { text: '', error: `The upload is larger than ${MAX_DRAFT_BYTES / 1000} kB.`, form: new FormData() };
  const form = await request.formData();
  const file = form.get('file');
  if (file && typeof file !== 'string' && file.size > 0) {
    if (file.size > MAX_DRAFT_BYTES) return { text: '', error: `The file is larger than ${MAX_DRAFT_BYTES / 1000} kB.`, form };
    return { text: await file.text(), form };
  }
  const text = form.get('document');
  return { text: typeof text === 'string' ? text : '', form };
}

export function validateDraftText(kind: ValidatedKind, text: string): { value: unknown; errors: ValidationError[]; ok: boolean } {
  if (!text.trim())
    return { value: undefined, ok: false, errors: [{ pointer: '', message: "Paste a document, upload a file or open one of the realm's documents." }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { value: undefined, ok: false, errors: [{ pointer: '', message: `Not valid JSON: ${(e as Error).message}` }] };
  }
  const tooDeep = tooDeepAt(value);
  if (tooDeep)
    return { value: undefined, ok: false, errors: [{ pointer: tooDeep, message: `The document is nested more than ${MAX_DOCUMENT_DEPTH} levels deep.` }] };
  const result = validateDocument(kind, value);
  return { value, ok: result.ok, errors: result.errors };
}

/** Fill `{{PLATFORM_PUBLIC_URL}}` placeholders the realm files use for artwork, as the platform does. */
export function substitutePlaceholders<T>(value: T): T {
  const base = getEnv().PLATFORM_PUBLIC_URL.replace(/\/$/, '');
  return JSON.parse(JSON.stringify(value).replaceAll('{{PLATFORM_PUBLIC_URL}}', base)) as T;
}

export interface PreviewInput {
  platform: PlatformApi;
  realm: string;
  locale: string;
  sectionId: string;
  heroes: unknown[];
  buckets: unknown[];
  layout?: unknown;
}

/** A complete HTML document (for `srcdoc`) rendering heroes and buckets as the server would. */
export async function renderPreviewDocument(input: PreviewInput): Promise<string> {
  const [settings, labels, page] = await Promise.all([
    getRealmSettings(input),
    getLabels(input, input.locale),
    prepareComposedPage(
      { sectionId: input.sectionId, heroes: substitutePlaceholders(input.heroes), buckets: substitutePlaceholders(input.buckets), layout: input.layout },
      { mode: 'preview' },
    ),
  ]);
  const theme = settings.ok ? themeToCssVars(settings.data.theme) : {};
  const dir = settings.ok && isRtl(input.locale, settings.data.rtlLocales) ? 'rtl' : 'ltr';
  const style = Object.entries(theme)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const body = renderToStaticMarkup(
    <LabelsProvider labels={labels.ok ? labels.data.translations : {}} locale={input.locale}>
      <ComposedPage
        page={page}
        mode="preview"
        environment={{
          locale: input.locale,
          direction: dir,
          // Rendered outside the app (no root loader data): links written here, in the previewed locale's path set.
          contentHref: (card) => accessAwareLink(card, { isGuest: true }, { locale: input.locale }) ?? '#',
          sectionHref: (id) => pathFor('section', { id }, { locale: input.locale }),
        }}
      />
    </LabelsProvider>,
  );
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="${attr(input.locale)}" dir="${dir}" style="${attr(style)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="${attr(baseStylesHref)}"><link rel="stylesheet" href="${attr(blocksStylesHref)}"><title>Preview</title></head><body>${body}</body></html>`;
}

/**
 * Buckets of a draft page need cards: the draft's own bucket answers when the page
 * already exists on the platform (same id, same bucketId), otherwise sample cards so
 * the layout can be judged. Returns notes naming which buckets show sample cards.
 */
export async function withContent(
  platform: PlatformApi,
  page: { id?: unknown; buckets?: unknown },
  samples: (rowType: string) => unknown[],
): Promise<{ buckets: unknown[]; notes: ValidationError[] }> {
  const drafts = Array.isArray(page.buckets) ? page.buckets : [];
  const live = typeof page.id === 'string' ? await platform.content.section({ params: { section: page.id } }) : null;
  const liveBuckets = new Map<string, { contentList: unknown[]; paging: unknown }>();
  if (live?.ok) for (const b of live.data.buckets) liveBuckets.set(b.bucketId, { contentList: b.contentList, paging: b.paging });
  const notes: ValidationError[] = [];
  const buckets = drafts.map((draft, i) => {
    const d = (draft ?? {}) as { bucketId?: unknown; rowTypeData?: { rowType?: unknown } };
    const existing = typeof d.bucketId === 'string' ? liveBuckets.get(d.bucketId) : undefined;
    if (existing) return { ...d, ...existing };
    const rowType = typeof d.rowTypeData?.rowType === 'string' ? d.rowTypeData.rowType : 'standard';
    notes.push({ pointer: `/buckets/${i}`, message: 'Shows sample cards (this bucket is not on the platform yet).' });
    return { ...d, contentList: samples(rowType), paging: { lastSeen: null, moreDataAvailable: false } };
  });
  return { buckets, notes };
}

export type { DraftResult };

import { SAMPLE_IMAGE_BASE, sampleContinueWatching, sampleLive, samplePlaylists, sampleSections, sampleVods } from '../../blocks/shared/sample-cards';

/** Sample cards suited to a row type, with artwork from this deployment's platform. */
export function sampleCardsFor(rowType: string): unknown[] {
  const cards =
    rowType === 'liveNow'
      ? sampleLive
      : rowType === 'continueWatching'
        ? sampleContinueWatching
        : rowType === 'sectionLink'
          ? sampleSections
          : rowType === 'playlist'
            ? samplePlaylists
            : sampleVods;
  const base = `${getEnv().PLATFORM_PUBLIC_URL.replace(/\/$/, '')}/images`;
  return JSON.parse(JSON.stringify(cards).replaceAll(SAMPLE_IMAGE_BASE, base));
}

type Options = Awaited<ReturnType<typeof adminOptions>>;

/** Validate a page document's text and render it (even when invalid: blocks that resolve still render, the others show their panel). */
export async function pagePreview(options: Options, source: string, text: string): Promise<DraftResult> {
  const { value, ok, errors } = validateDraftText('page', text);
  let srcDoc: string | null = null;
  let notes: ValidationError[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const page = value as { id?: unknown; heroes?: unknown; buckets?: unknown; layout?: unknown };
    const content = await withContent(options.platform, page, sampleCardsFor);
    notes = content.notes;
    srcDoc = await renderPreviewDocument({
      platform: options.platform,
      realm: options.realm,
      locale: options.locale,
      sectionId: typeof page.id === 'string' ? page.id : 'draft',
      heroes: Array.isArray(page.heroes) ? page.heroes : [],
      buckets: content.buckets,
      layout: page.layout,
    });
  }
  return { source, document: text, ok, errors, notes, srcDoc };
}

/** Open one of the realm's page documents (GET /api/v1/page/{id}) and preview it. */
export async function openRealmPage(options: Options, pageId: string): Promise<DraftResult> {
  const answer = await options.platform.realm.page({ params: { pageId } });
  if (!answer.ok) {
    return {
      source: `Realm page "${pageId}"`,
      document: '',
      ok: false,
      errors: [{ pointer: '', message: `The platform answered: ${answer.error.messages.join(' ') || answer.error.code}` }],
      notes: [],
      srcDoc: null,
    };
  }
  return pagePreview(options, `Realm page "${pageId}"`, JSON.stringify(answer.data, null, 2));
}

export const ID_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
