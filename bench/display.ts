// The screens' JavaScript as the browser downloads it: builds dist/display with Vite, then
// gzips every script the page loads (target: under 40 kB). Frame time needs the server: later.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({ configFile: join(root, 'display/vite.config.ts'), logLevel: 'silent' });

const assets = join(root, 'dist/display/assets');
const sizes = (ext: string) =>
  readdirSync(assets)
    .filter((name) => name.endsWith(ext))
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
const total = (list: { raw: number; gzip: number }[], key: 'raw' | 'gzip') =>
  list.reduce((sum, item) => sum + item[key], 0) / 1024;

const js = sizes('.js');
console.log(`display_js_gzip: ${total(js, 'gzip').toFixed(1)} kB`);
console.log(`display_js_raw: ${total(js, 'raw').toFixed(1)} kB`);
console.log(`display_css_gzip: ${total(sizes('.css'), 'gzip').toFixed(1)} kB`);
