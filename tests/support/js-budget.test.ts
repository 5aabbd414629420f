import { describe, expect, it } from 'vitest';
import { scriptUrls } from './js-budget';

describe('scriptUrls (what the JS budget counts)', () => {
  const page = 'http://localhost:3200/home';

  it('collects modulepreload links, script src and inline static imports, deduplicated', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/build/manifest-abc.js"/>
      <link rel="modulepreload" href="/build/entry.client-def.js">
      <link rel="stylesheet" href="/build/root.css">
      <link rel="preload" as="image" href="/img.jpg">
      </head><body>
      <script>window.__remixContext = {"state":{"loaderData":{}}};</script>
      <script type="module" async="">import "/build/manifest-abc.js";
import * as route0 from "/build/root-123.js";
import("/build/routes/home-456.js");</script>
      <script src="https://cdn.example.com/x.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      </body></html>`;
    const { urls, inline } = scriptUrls(html, page);
    expect(urls).toEqual([
      'http://localhost:3200/build/manifest-abc.js',
      'http://localhost:3200/build/entry.client-def.js',
      'http://localhost:3200/build/root-123.js',
      'http://localhost:3200/build/routes/home-456.js',
      'https://cdn.example.com/x.js',
    ]);
    // JSON-LD is data, not script; the two executable inline scripts are kept.
    expect(inline).toHaveLength(2);
  });

  it('counts the modules a page loads after its first paint, from their JSON list', () => {
    const modules = {
      preload: ['/build/entry.client-def.js', '/build/_shared/react-1.js', '/build/root-123.js'],
      routes: [['root', '/build/root-123.js']],
      entry: '/build/entry.client-def.js',
      manifest: { routes: {} },
    };
    const html = `<html><body>
      <script nonce="n">window.__remixContext = {};</script>
      <script id="hydration-modules" type="application/json">${JSON.stringify(modules)}</script>
      <script nonce="n">(function(){ /* loader */ })()</script>
      </body></html>`;
    const { urls, inline } = scriptUrls(html, page);
    expect(urls).toEqual([
      'http://localhost:3200/build/entry.client-def.js',
      'http://localhost:3200/build/_shared/react-1.js',
      'http://localhost:3200/build/root-123.js',
    ]);
    // The JSON is data; the hydration data and the loader are the inline scripts.
    expect(inline).toHaveLength(2);
  });

  it('finds nothing in a page without scripts', () => {
    expect(scriptUrls('<html><body><h1>hi</h1></body></html>', page)).toEqual({ urls: [], inline: [] });
  });
});
