// Pre-paint copy of the theme rule of docs/product/web-app.md (shared/settings/theme.ts `initialTheme` is the source of truth;
// web/app/theme.ts applies it again once the app starts): dark when the stored 'theme' is dark, or when nothing
// is stored and the system prefers dark. Kept as an external file: the CSP allows no inline scripts.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    stored = null;
  }
  var prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = stored === 'dark' || ((stored === null || stored === '') && prefersDark);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
})();

// A page drawn at build time is English and signed out (docs/decisions/030): hidden before the first paint from
// anyone who will see another language (web/lib/language.ts initialLanguage: the stored choice, else the
// browser's) or a signed-in page (the stored token, web/app/stored-session-hint.ts).
(function () {
  var OTHER_LANGUAGES = ['sw']; // shared/contracts/languages.ts, all but English
  var language = null;
  var token = null;
  try {
    language = window.localStorage.getItem('language');
    token = window.localStorage.getItem('token');
  } catch {
    language = null;
  }
  var base = String(language || navigator.language || 'en')
    .toLowerCase()
    .split('-')[0];
  if (token || OTHER_LANGUAGES.indexOf(base) !== -1) {
    document.documentElement.setAttribute('data-prerendered', 'off');
  }
})();
