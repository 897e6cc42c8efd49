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

  // Header: on a phone its secondary links fold under «Меню» (legacy.css); the button's
  // aria-expanded is the one state, and the stylesheet shows the links from it.
  function setMenu(button, open) {
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('.header-menu-button') : null;
    if (button) setMenu(button, button.getAttribute('aria-expanded') !== 'true');
  });
  // Escape in the open menu closes it and goes back to its button.
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    var button = document.querySelector('.header-menu-button[aria-expanded="true"]');
    var menu = button && document.getElementById(button.getAttribute('aria-controls'));
    if (!menu || !(menu.contains(document.activeElement) || document.activeElement === button)) return;
    setMenu(button, false);
    button.focus();
  });

  // «К содержимому»: focus the content without a fragment in the address. A fragment would
  // change the page's :target (the /account/ tabs switch by it) and, as a history entry, make
  // the lists that keep their filter in the address read it again.
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('a.skip-link') : null;
    var target = link && document.getElementById(link.getAttribute('href').slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
  });

  // Sidebar: remember the chosen catalogue section in the catalogId cookie.
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest ? event.target.closest('[data-catalog-id]') : null;
    if (!link) return;
    document.cookie = 'catalogId=; path=/; max-age=0';
    document.cookie = 'catalogId=' + encodeURIComponent(link.getAttribute('data-catalog-id')) + '; path=/';
  });
})();
