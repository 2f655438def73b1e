// The page's start-up script. Applies the seller's remembered colour theme before the first paint. A classic script file, not inline:
// the Content-Security-Policy allows only scripts of this origin. "system" leaves data-theme unset, so
// tokens.css follows prefers-color-scheme. Kept in step with src/components/ui/theme.ts.
;(function () {
  try {
    var theme = localStorage.getItem('seller-dashboard.theme')
    if (theme === 'light' || theme === 'dark') document.documentElement.setAttribute('data-theme', theme)
  } catch (_) {
    // Storage blocked: the system's theme applies.
  }
})()
// Loads the browser's locale data while the app's code downloads: the first Intl formatter of a page costs tens
// of milliseconds on a slow phone (the app's own formatters, src/lib/format.ts, are cheap after it), which would
// otherwise come in the app's first render.
;(function () {
  try {
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
    new Intl.NumberFormat().format(0)
  } catch (_) {
    // An old browser: the app formats as it can.
  }
})()
