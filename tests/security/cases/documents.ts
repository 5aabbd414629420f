/**
 * Editors' drafts with links and images that leave the site or run script, and documents
 * nested deep enough to overflow a recursive reader: each refused with a pointer, never 500.
 */
import { webLogin } from '../accounts';
import { form, send } from '../client';
import { ACCOUNTS, probe, type Probe, type Stack } from '../stack';

const HOSTILE_LINKS = [
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/',
];
const HOSTILE_IMAGES = [
  'javascript:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'http://evil.example/x.png',
  '/\\evil.example/x.png',
  'vbscript:msgbox(1)',
];

/** A menus document nested `depth` deep, written as text (JSON.stringify itself would overflow). */
function nestedMenu(depth: number): string {
  const open = '{"id":"n","label":"menuHome","type":"SECTION","target":"home","children":[';
  return `{"WEB":[${open.repeat(depth)}{"id":"leaf","label":"menuHome","type":"SECTION","target":"home"}${']}'.repeat(depth)}],"MOBILE-WEB":[]}`;
}

export async function documentCases(stack: Stack): Promise<Probe[]> {
  const probes: Probe[] = [];
  const cookie = await webLogin(stack, ACCOUNTS.editor);
  const post = (path: string, document: unknown) =>
    send(`${stack.web}${path}`, {
      method: 'POST',
      headers: { host: stack.webHost, origin: `http://${stack.webHost}`, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ document: typeof document === 'string' ? document : JSON.stringify(document) }),
      timeoutMs: 60_000,
    });

  for (const target of HOSTILE_LINKS) {
    const answer = await post('/_admin/navbar', { WEB: [{ id: 'x', label: 'menuHome', type: 'LINK', target }], 'MOBILE-WEB': [] });
    const reported = answer.text.includes('/WEB/0/target');
    // A link in the preview (<a href>), not the page's own data: favicon.
    const linked = /<a [^>]*href="(\/\\|\/\/|javascript:|data:|http:\/\/evil)/i.test(answer.text);
    probes.push(
      probe(
        `menu link ${JSON.stringify(target)}`,
        answer.status < 500 && reported && !linked,
        `status ${answer.status}, reported ${reported}, linked ${linked}`,
      ),
    );
  }
  for (const imageUrl of HOSTILE_IMAGES) {
    const page = { id: 'probe', title: 'Probe', heroes: [{ type: 'hero', heroId: 'h', title: 'Probe', background: { imageUrl } }], buckets: [] };
    const answer = await post('/_admin/page', page);
    const reported = answer.text.includes('/heroes/0/background/imageUrl');
    const rendered = answer.text.includes(`src="${imageUrl}`) || answer.text.includes(`url(${imageUrl}`);
    probes.push(
      probe(
        `hero image ${JSON.stringify(imageUrl)}`,
        answer.status < 500 && reported && !rendered,
        `status ${answer.status}, reported ${reported}, rendered ${rendered}`,
      ),
    );
  }
  for (const depth of [2_000, 10_000]) {
    const answer = await post('/_admin/navbar', nestedMenu(depth));
    probes.push(probe(`menu nested ${depth} deep`, answer.status >= 200 && answer.status < 500 && /deep|nest/i.test(answer.text), `status ${answer.status}`));
  }
  const broken = await post('/_admin/page', '{"heroes": [');
  probes.push(probe('a draft that is not JSON', broken.status < 500 && /not valid JSON/i.test(broken.text), `status ${broken.status}`));
  return probes;
}
