// The old site's own script (no inline handlers: the portal's pages run under a CSP).
/* global document */
(function () {
  'use strict';

  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var eq = parts[i].indexOf('=');
      if (parts[i].slice(0, eq) === name) return parts[i].slice(eq + 1);
    }
    return '';
  }

  // Complaints: the complaints widget keeps { productId: quantity } in the `recl`
  // cookie; on submit the form sends it along in a hidden field.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || form.id !== 'recl-form') return;
    var field = form.querySelector('#recl-field');
    if (field) field.value = readCookie('recl');
  });

  // Sidebar: remember the chosen catalogue section in the catalogId cookie.
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('[data-catalog-id]') : null;
    if (!link) return;
    document.cookie = 'catalogId=; path=/; max-age=0';
    document.cookie = 'catalogId=' + encodeURIComponent(link.getAttribute('data-catalog-id')) + '; path=/';
  });
})();
