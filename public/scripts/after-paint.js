// Starts the page's scripts once the browser has painted the server's HTML. src/pages/_document.tsx
// lists them, in order, as <script type="text/x-after-paint" data-src="…">, which browsers ignore.
(function () {
  // Until React is on the page (src/lib/hydrate-in-transition.ts says so with 'app:hydrating'), a
  // press on one of the page's buttons (the menu, a question, a tab, Send) or a form sent from the
  // keyboard is held back and made again then, once, so it does what it was meant to (a form is
  // never sent natively, which would put its details in the address).
  var held = null;
  function holdPress(event) {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button.type !== 'button' && button.type !== 'submit') || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held) held = button;
  }
  function holdSubmit(event) {
    event.preventDefault();
    if (!held) held = event.target;
  }
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  window.addEventListener(
    'app:hydrating',
    function () {
      document.removeEventListener('click', holdPress, true);
      document.removeEventListener('submit', holdSubmit, true);
      var what = held;
      held = null;
      // React hydrates what is pressed first, then handles the press.
      if (what)
        setTimeout(function () {
          if (!what.isConnected) return;
          if (what instanceof HTMLFormElement) what.requestSubmit();
          else what.click();
        }, 0);
    },
    { once: true },
  );

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
