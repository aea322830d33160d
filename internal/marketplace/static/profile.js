// Talenthub's public profile: the View Resume and How it works? dialogs,
// and "Report this profile". Without this script the links still work
// (the resume file opens, the badge explanation shows in place); with it
// they open modal dialogs. The report form is a JSON call, so it stays
// hidden without the script.
(function () {
  document.addEventListener('click', function (e) {
    var opener = e.target.closest && e.target.closest('[data-open]');
    if (!opener) return;
    var dialog = document.getElementById(opener.getAttribute('data-open'));
    if (!dialog || typeof dialog.showModal !== 'function') return;
    e.preventDefault();
    var frame = dialog.querySelector('iframe[data-src]');
    if (frame && !frame.getAttribute('src')) frame.setAttribute('src', frame.getAttribute('data-src'));
    dialog.showModal();
  });
  // A click on the backdrop (the dialog element itself, outside its box)
  // closes it, as Escape does.
  document.querySelectorAll('dialog').forEach(function (dialog) {
    dialog.addEventListener('click', function (e) {
      if (e.target === dialog) dialog.close();
    });
  });
  document.querySelectorAll('details.th-report').forEach(function (d) { d.hidden = false; });
  document.querySelectorAll('form[data-report]').forEach(function (form) {
    var status = form.querySelector('[role=status]');
    var button = form.querySelector('button[type=submit]');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var reason = form.querySelector('input[name=reason]:checked');
      if (!reason) {
        status.textContent = 'Please choose a reason.';
        return;
      }
      button.disabled = true;
      status.textContent = 'Sending…';
      fetch(form.getAttribute('action'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ reason: reason.value, details: form.elements.details.value })
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          if (res.ok && body.data) {
            status.textContent = body.data.message;
            form.querySelectorAll('input, textarea').forEach(function (el) { el.disabled = true; });
            return;
          }
          button.disabled = false;
          status.textContent = errorText(body.error_messages);
        });
      }, function () {
        button.disabled = false;
        status.textContent = 'The report could not be sent. Please check your connection and try again.';
      });
    });
  });
  // error_messages is a message, or fields mapped to lists of messages.
  function errorText(m) {
    if (typeof m === 'string') return m;
    if (m && typeof m === 'object') {
      var out = [];
      Object.keys(m).forEach(function (k) { out = out.concat(m[k]); });
      if (out.length) return out.join(' ');
    }
    return 'The report could not be sent. Please try again later.';
  }
})();
