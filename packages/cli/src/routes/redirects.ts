// Redirects from the old structure: static pages (meta refresh + canonical + a script that keeps the query
// and hash), a Netlify-style `_redirects` file and an nginx map, for hosts that redirect on the server.
import { TondocsError } from '../errors.ts';
import { joinBase } from './sidebars.ts';

export interface RedirectPair {
  from: string;
  to: string;
}

export interface ResolvedRedirect {
  /** Full path of the old address: "/ru/learn/overview". */
  from: string;
  /** Full path or absolute URL of the target. */
  to: string;
  external: boolean;
}

const EXTERNAL = /^https?:\/\//;

/** Pairs in one locale; a chain that comes back to its start is an error, a missing target a warning. */
export function resolveRedirects(pairs: RedirectPair[], base: string, routeExists: (path: string) => boolean, configFile: string): { redirects: ResolvedRedirect[]; problems: string[] } {
  const norm = (p: string) => joinBase(base, p.replace(/\/+$/, '') || '/');
  const byFrom = new Map<string, string>();
  for (const p of pairs) byFrom.set(norm(p.from), EXTERNAL.test(p.to) ? p.to : norm(p.to.split('#')[0]!) + (p.to.includes('#') ? p.to.slice(p.to.indexOf('#')) : ''));
  const problems: string[] = [];
  const redirects: ResolvedRedirect[] = [];
  for (const [from, to] of byFrom) {
    const seen = [from];
    let next = to;
    while (byFrom.has(next.split('#')[0]!)) {
      const key = next.split('#')[0]!;
      if (seen.includes(key)) {
        throw new TondocsError(`Redirect loop: ${[...seen, key].join(' -> ')}`, { position: { file: configFile }, hint: 'Point every old path at a page, not at another redirect that leads back.' });
      }
      seen.push(key);
      next = byFrom.get(key)!;
    }
    const external = EXTERNAL.test(next);
    if (!external && !routeExists(next.split('#')[0]!)) problems.push(`Redirect ${from} -> ${next}: no page at ${next.split('#')[0]}`);
    if (routeExists(from)) problems.push(`Redirect ${from} -> ${next}: ${from} is a page of the site; the page wins and the redirect is not written`);
    else redirects.push({ from, to: next, external });
  }
  return { redirects, problems };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page written at the old address. */
export function redirectPage(r: ResolvedRedirect, origin: string, lang: string): string {
  const target = r.external ? r.to : `${origin}${r.to}`;
  // A target with its own hash keeps it; otherwise the reader's query and hash travel along.
  const script = `var t=${JSON.stringify(r.to)};if(t.indexOf('#')<0){t+=location.search+location.hash}location.replace(t);`;
  return `<!DOCTYPE html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<title>${esc(r.to)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${esc(target)}">
<meta http-equiv="refresh" content="0; url=${esc(r.to)}">
<script>${script.replace(/</g, '\\u003c')}</script>
</head>
<body><p><a href="${esc(r.to)}">${esc(target)}</a></p></body>
</html>
`;
}

export function netlifyRedirects(list: ResolvedRedirect[]): string {
  return list.map((r) => `${r.from} ${r.to} 301`).join('\n') + (list.length ? '\n' : '');
}

export function nginxMap(list: ResolvedRedirect[]): string {
  const lines = list.map((r) => `  ${r.from} ${r.to};`);
  return `# include in the http block; then: if ($tondocs_redirect) { return 301 $tondocs_redirect; }\nmap $uri $tondocs_redirect {\n  default "";\n${lines.join('\n')}\n}\n`;
}
