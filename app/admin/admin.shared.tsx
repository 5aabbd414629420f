/**
 * Shared UI for the admin previews: navigation, the draft form (paste, upload or open
 * a realm document; viewport, locale and realm), the validation report and the
 * viewport frame. Plain forms: everything works without JavaScript.
 */
import { Form, Link, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const ADMIN_VIEWPORTS = [
  { id: 'mobile', label: 'Mobile 375', width: 375 },
  { id: 'tablet', label: 'Tablet 768', width: 768 },
  { id: 'desktop', label: 'Desktop 1440', width: 1440 },
  { id: 'tv', label: 'TV 1920', width: 1920 },
] as const;
export type AdminViewport = (typeof ADMIN_VIEWPORTS)[number]['id'];

export interface AdminOptions {
  realms: string[];
  realm: string;
  locales: string[];
  locale: string;
  viewport: AdminViewport;
  defaultPage: string;
  notFoundPage: string;
}

export interface ReportEntry {
  pointer: string;
  message: string;
}

export interface DraftResult {
  /** What was checked (e.g. "Draft from upload", "Realm page home"). */
  source: string;
  document: string;
  ok: boolean;
  errors: ReportEntry[];
  notes: ReportEntry[];
  /** Static HTML for the preview frame (pages); null when nothing can be rendered. */
  srcDoc: string | null;
}

export const ADMIN_LINKS = [
  { to: '/_admin', label: 'Overview' },
  { to: '/_admin/blocks', label: 'Blocks' },
  { to: '/_admin/page', label: 'Page' },
  { to: '/_admin/section', label: 'Section' },
  { to: '/_admin/navbar', label: 'Navigation' },
  { to: '/_admin/plugin', label: 'Plugin' },
  { to: '/_admin/404', label: '404' },
  { to: '/_admin/generic', label: 'Any document' },
  { to: '/_admin/cancellation-promo', label: 'Cancellation promo' },
] as const;

export function AdminShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="adm">
      <style>{ADMIN_CSS}</style>
      <nav className="adm-nav" aria-label="Admin">
        {ADMIN_LINKS.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
      <h1>{title}</h1>
      {intro ? <div className="adm-intro">{intro}</div> : null}
      {children}
    </div>
  );
}

/** Realm, locale and viewport pickers; GET so the choice is in the URL (no state change). */
export function OptionsFields({ options }: { options: AdminOptions }) {
  return (
    <div className="adm-options">
      <label>
        Realm{' '}
        <select name="realm" defaultValue={options.realm}>
          {options.realms.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </select>
      </label>
      <label>
        Locale{' '}
        <select name="locale" defaultValue={options.locale}>
          {options.locales.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label>
        Viewport{' '}
        <select name="viewport" defaultValue={options.viewport}>
          {ADMIN_VIEWPORTS.map((v) => (
            <option key={v.id} value={v.id}>
              {v.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/**
 * Two ways in: a GET form (realm, locale, viewport, and optionally a realm document to
 * open: reading only), and a POST form for a draft (paste or upload).
 */
export function DraftForms({
  options,
  openLabel,
  openName,
  openPlaceholder,
  openValue,
  document,
}: {
  options: AdminOptions;
  openLabel?: string;
  openName?: string;
  openPlaceholder?: string;
  openValue?: string;
  document?: string;
}) {
  const { pathname } = useLocation();
  const query = `${pathname}?realm=${encodeURIComponent(options.realm)}&locale=${encodeURIComponent(options.locale)}&viewport=${options.viewport}`;
  return (
    <div className="adm-forms">
      <Form method="get" className="adm-card">
        <h2>{openName ? 'Open from the realm' : 'Preview options'}</h2>
        <OptionsFields options={options} />
        {openName ? (
          <label className="adm-block">
            {openLabel}
            <input name={openName} defaultValue={openValue} placeholder={openPlaceholder} pattern="[A-Za-z0-9_.\-]{1,100}" />
          </label>
        ) : null}
        <button type="submit">{openName ? 'Open' : 'Apply'}</button>
      </Form>
      <Form method="post" encType="multipart/form-data" action={query} className="adm-card">
        <h2>Check a draft</h2>
        <label className="adm-block">
          Paste JSON
          <textarea name="document" rows={14} spellCheck={false} defaultValue={document} />
        </label>
        <label className="adm-block">
          …or upload a file <input type="file" name="file" accept="application/json,.json" />
        </label>
        <button type="submit">Validate and preview</button>
      </Form>
    </div>
  );
}

export function ReportPanel({ result }: { result: Pick<DraftResult, 'ok' | 'errors' | 'notes' | 'source'> }) {
  return (
    <section className={`adm-report admin-report ${result.ok ? 'adm-ok' : 'adm-bad'}`} data-validation-report="" role={result.ok ? 'status' : 'alert'}>
      <h2>{result.ok ? `✔ Valid: ${result.source}` : `✘ ${result.errors.length} problem(s): ${result.source}`}</h2>
      {result.errors.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">JSON pointer</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((e, i) => (
              <tr key={i}>
                <td>
                  <code>{e.pointer || '/'}</code>
                </td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.notes.length ? (
        <ul className="adm-notes">
          {result.notes.map((n, i) => (
            <li key={i}>
              <code>{n.pointer || '/'}</code> {n.message}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const FRAME_HEIGHT = 900;

/** The frame keeps the viewport's true width (so the page lays out as on that device) and is scaled down to fit the panel. */
function useFitScale(width: number) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const fit = () => setScale(Math.min(1, element.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return { box, scale };
}

export function ViewportFrame({ srcDoc, viewport, title }: { srcDoc: string; viewport: AdminViewport; title: string }) {
  const width = ADMIN_VIEWPORTS.find((v) => v.id === viewport)?.width ?? 1440;
  const { box, scale } = useFitScale(width);
  return (
    <div className="adm-frame-wrap">
      <p className="adm-muted">
        {width} px wide{scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}, server HTML only (as before scripts run). Links are inert inside the frame.
      </p>
      <div ref={box} className="adm-frame-box" style={{ height: FRAME_HEIGHT * scale }}>
        {/* sandbox without allow-scripts/allow-same-origin: the draft cannot run code or reach this page. */}
        <iframe
          className="adm-frame"
          title={title}
          srcDoc={srcDoc}
          sandbox=""
          style={{ width, height: FRAME_HEIGHT, transform: scale < 1 ? `scale(${scale})` : undefined, transformOrigin: '0 0' }}
        />
      </div>
    </div>
  );
}

export function PreviewLayout({ result, viewport }: { result: DraftResult | null; viewport: AdminViewport }) {
  if (!result) return null;
  return (
    <div className="adm-result">
      <ReportPanel result={result} />
      {result.srcDoc ? <ViewportFrame srcDoc={result.srcDoc} viewport={viewport} title={`Preview: ${result.source}`} /> : null}
    </div>
  );
}

const ADMIN_CSS = `
.adm{padding:20px;max-width:100%;font:15px/1.45 system-ui,sans-serif;color:var(--color-text,#eee)}
.adm h1{margin:8px 0 12px}.adm h2{font-size:17px;margin:0 0 8px}
.adm-nav{display:flex;flex-wrap:wrap;gap:12px;padding-bottom:8px;border-bottom:1px solid #444}
.adm-nav a{color:inherit}
.adm-forms{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
.adm-card{border:1px solid #444;border-radius:6px;padding:12px;min-width:320px;flex:1 1 420px}
.adm-block{display:flex;flex-direction:column;gap:4px;margin:8px 0}
.adm textarea{width:100%;font:13px ui-monospace,monospace}
.adm-options{display:flex;flex-wrap:wrap;gap:12px;margin-bottom:8px}
.adm-muted{opacity:.75;font-size:13px}
.adm-result{display:flex;flex-wrap:wrap;gap:16px;margin-top:16px;align-items:flex-start}
.adm-report{flex:0 1 420px;border-radius:6px;padding:12px;border:2px solid}
.adm-ok{border-color:#2bd67b}.adm-bad{border-color:#ff5a5f}
.adm-report table{border-collapse:collapse;width:100%}.adm-report td,.adm-report th{border-top:1px solid #444;padding:4px;text-align:start;vertical-align:top}
.adm-frame-wrap{flex:1 1 600px;min-width:0;max-width:100%}
.adm-frame-box{overflow:hidden;max-width:100%}
.adm-frame{border:1px solid #666;background:#fff;display:block}
.adm-gallery section.adm-block-doc{border-top:1px solid #444;margin-top:24px;padding-top:12px}
.adm-props{border-collapse:collapse;margin:8px 0;font-size:13px}.adm-props td,.adm-props th{border:1px solid #444;padding:4px 6px;text-align:start;vertical-align:top}
.adm-example{margin:12px 0;border:1px dashed #555;border-radius:6px;padding:8px;overflow:hidden}
.adm pre{white-space:pre-wrap;font-size:12px;max-height:300px;overflow:auto}
`;
