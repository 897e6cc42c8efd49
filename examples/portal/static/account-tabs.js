/* global document, location, window */
// /account/ tabs: the panels switch by CSS :target alone; this marks the current tab
// link (aria-current) so its highlight and screen readers follow the hash.
(function () {
  var links = document.querySelectorAll('.account-tabs a');
  if (!links.length) return;
  function mark() {
    var hash = location.hash;
    var current = null;
    links.forEach(function (a) { if (a.getAttribute('href') === hash) current = a; });
    if (!current) current = links[0];
    links.forEach(function (a) {
      if (a === current) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    });
  }
  window.addEventListener('hashchange', mark);
  mark();
})();
