// Applies the seller's remembered colour theme before the first paint. A classic script file, not inline:
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
