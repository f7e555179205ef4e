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
