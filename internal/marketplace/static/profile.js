// Talenthub's public profile: the View Resume and How it works? dialogs.
// Without this script the links still work (the resume file opens, the
// badge explanation shows in place); with it they open modal dialogs.
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
})();
