// Starts the page's scripts once the browser has painted the server's HTML. src/pages/_document.tsx
// lists them, in order, as <script type="text/x-after-paint" data-src="…">, which browsers ignore.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var held = document.querySelectorAll('script[type="text/x-after-paint"]');
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement('script');
      script.src = held[i].getAttribute('data-src');
      // Dynamically added scripts run in the order they were added, like the deferred ones they replace.
      script.async = false;
      if (held[i].crossOrigin !== null) script.crossOrigin = held[i].crossOrigin;
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') {
    // A tab opened in the background paints nothing until it is shown: do not wait for it.
    start();
  } else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    // The browser reports its first paint of text or an image: the page is on screen.
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // A page that paints nothing contentful (or a browser that never says so) does not wait long.
    setTimeout(start, 3000);
  } else {
    // A requestAnimationFrame callback runs just before the next paint; the timeout after it, once painted.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
