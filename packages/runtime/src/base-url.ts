// The base-URL misconfiguration banner (Docusaurus' "baseUrl issue banner"). When a site built for one
// base path is served under another, its CSS and JS (requested under the configured base) do not load
// and the reader sees an unstyled, dead page. The home page carries an inline script that notices the
// runtime never ran and says what is wrong, in the page's language, with inline styles (the stylesheet
// did not load either). On a correct deployment the runtime has run by DOMContentLoaded (module scripts
// are deferred) and nothing is shown.
const LOADED_FLAG = '__tondocsLoaded';
export const BASE_URL_BANNER_CONTAINER_ID = '__tondocs-base-url-issue-banner-container';
export const BASE_URL_BANNER_ID = '__tondocs-base-url-issue-banner';

/** Called first thing by the browser entry. */
export function markRuntimeLoaded(): void {
  (window as unknown as Record<string, unknown>)[LOADED_FLAG] = true;
}

const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** {baseUrl} in `issue` is the configured base; {suggested} in `suggestion` is the one the page is served under. */
export function baseUrlIssueInlineScript(base: string, issue: string, suggestion: string): string {
  const style = 'margin:20px;padding:16px 20px;border:4px solid #c00;border-radius:8px;background:#fff3cd;color:#1c1e21;font:18px/1.5 system-ui,sans-serif';
  return `(function(){document.addEventListener('DOMContentLoaded',function(){if(window.${LOADED_FLAG})return;var c=document.getElementById(${json(BASE_URL_BANNER_CONTAINER_ID)});if(!c)return;var p=location.pathname,s=p.slice(-1)==='/'?p:p+'/',b=document.createElement('div');b.id=${json(BASE_URL_BANNER_ID)};b.setAttribute('role','alert');b.style.cssText=${json(style)};var a=document.createElement('p');a.style.margin='0 0 8px';a.textContent=${json(issue)}.replace('{baseUrl}',${json(base)});var d=document.createElement('p');d.style.margin='0';d.textContent=${json(suggestion)}.replace('{suggested}',s);b.appendChild(a);if(s!==${json(base)})b.appendChild(d);c.appendChild(b)})})();`;
}
