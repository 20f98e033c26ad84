/*
 * The demo's stand-in for a brand's consent manager (README "Consent manager"): the visitor's
 * decisions live in the cookie demo_consent, e.g. "maps=0,recaptcha=0,analytics=1". Without that
 * cookie the page has no consent manager and the shop asks through its own placeholders.
 */
(function () {
  var cookieName = 'demo_consent';
  var services = ['maps', 'recaptcha', 'analytics'];
  function readCookie() {
    var match = document.cookie.match(/(?:^|; )demo_consent=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : null;
  }
  if (readCookie() === null) return;
  var listeners = [];
  function getConsent() {
    var decisions = {};
    (readCookie() || '').split(',').forEach(function (pair) {
      var parts = pair.split('=');
      if (services.indexOf(parts[0]) >= 0 && (parts[1] === '1' || parts[1] === '0')) {
        decisions[parts[0]] = parts[1] === '1';
      }
    });
    return decisions;
  }
  function store(decisions) {
    var value = Object.keys(decisions)
      .map(function (service) {
        return service + '=' + (decisions[service] ? '1' : '0');
      })
      .join(',');
    document.cookie =
      cookieName + '=' + encodeURIComponent(value) + '; path=/; max-age=15552000; samesite=lax';
    listeners.slice().forEach(function (listener) {
      listener();
    });
  }
  window.demoConsentManager = {
    getConsent: getConsent,
    onChange: function (listener) {
      listeners.push(listener);
      return function () {
        listeners = listeners.filter(function (other) {
          return other !== listener;
        });
      };
    },
    grant: function (service) {
      var decisions = getConsent();
      decisions[service] = true;
      store(decisions);
    },
  };
})();
