/**
 * The base-URL check that runs inline on the home page before anything else:
 * when the page is served from a path outside the configured base URL, the
 * site's scripts and styles cannot load, so a plain banner explains it and
 * suggests the base URL that would work.
 */
export function suggestedBaseUrl(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, '/');
  return clean.endsWith('/') ? clean : `${clean}/`;
}

export function baseUrlMismatch(pathname: string, baseUrl: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return !path.startsWith(baseUrl);
}

/** The inline script (no dependencies, runs before hydration). */
export function baseUrlCheckScript(baseUrl: string): string {
  return `(function(){var b=${JSON.stringify(baseUrl)};var p=location.pathname;var q=p.slice(-1)==='/'?p:p+'/';if(q.indexOf(b)===0)return;var s=p.replace(/\\/index\\.html$/,'/');if(s.slice(-1)!=='/')s+='/';function show(){if(document.getElementById('base-url-banner'))return;var d=document.createElement('div');d.id='base-url-banner';d.setAttribute('role','alert');d.style.cssText='padding:16px 20px;background:#fdecea;color:#5f2120;border-bottom:3px solid #d32f2f;font:16px/1.5 system-ui,sans-serif';d.innerHTML='<p style="margin:0 0 4px;font-weight:700">Your site did not load properly.</p><p style="margin:0">A very common reason is a wrong site <code>baseUrl</code> configuration. Current configured baseUrl = <code></code>. We suggest trying baseUrl = <code></code>.</p>';var c=d.getElementsByTagName('code');c[1].textContent=b;c[2].textContent=s;document.body.insertBefore(d,document.body.firstChild);}if(document.body)show();else document.addEventListener('DOMContentLoaded',show);})();`;
}
