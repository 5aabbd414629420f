import { expect, test } from '@playwright/test';
import { serverPage } from '../support/e2e';

/**
 * A document sends only the labels its render read (app/labels/lean-labels.server.ts); the rest
 * of the table arrives after hydration. Text the browser alone shows the moment it hydrates (the
 * password fields' reveal button, the sign-up progress line) is read by the server's render too,
 * so it is in the document: a button never goes nameless, a line never blank, while the rest
 * is on its way.
 */
const labelsOf = (html: string) => /"labels":(\{.*?\}),"labelsOmitted"/.exec(html)?.[1] ?? '';

for (const realm of ['arena', 'oasis'] as const) {
  test(`${realm}: sign-up's document carries the reveal button's name and the progress line`, async ({ request }) => {
    const page = await serverPage(request, realm, '/signup');
    expect(page.status).toBe(200);
    const labels = labelsOf(page.html);
    expect(labels, 'the document should carry a lean label table').not.toBe('');
    expect(labels).toContain('"showPassword":');
    expect(labels).toContain('"signUpStageOf":');
  });
}
