// A fake of Razorpay Checkout (checkout.js) for tests and journeys:
// window.Razorpay(options) with open(), close() and on('payment.failed'),
// as the real script's contract (reference §3.3). open() shows a small
// test dialog instead of Razorpay's: "Pay" pays the order at the fake and
// calls options.handler({razorpay_payment_id, razorpay_order_id,
// razorpay_signature}); "Fail payment" fires payment.failed; "Cancel"
// closes it and calls options.modal.ondismiss(). Nothing is random or
// timed, so a journey drives it by its buttons.
(function () {
  'use strict';
  var base = '__FAKE_BASE__';
  function post(path, body) {
    // text/plain keeps the cross-origin call free of a preflight.
    return fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json(); });
  }
  function rupees(paise) {
    return '\u20b9' + (Number(paise || 0) / 100).toFixed(2);
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    this.options = options;
    this.listeners = {};
    this.root = null;
  }
  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };
  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) { fn(payload); });
  };
  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var o = this.options;
    if (this.root) return this;
    var root = document.createElement('div');
    root.setAttribute('data-testid', 'razorpay-fake-checkout');
    root.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'razorpay-fake-title');
    box.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;min-width:320px;font:16px system-ui,sans-serif';
    var h = document.createElement('h2');
    h.id = 'razorpay-fake-title';
    h.textContent = 'Razorpay test payment';
    h.style.margin = '0 0 8px';
    var p = document.createElement('p');
    p.textContent = (o.name ? o.name + ': ' : '') + (o.description ? o.description + ', ' : '') + rupees(o.amount) + ' ' + (o.currency || 'INR');
    var small = document.createElement('p');
    small.textContent = 'Order ' + (o.order_id || '') + '. Test mode: no money moves.';
    small.style.fontSize = '13px';
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    var row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;justify-content:flex-end;margin-top:16px';
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'padding:8px 16px;font:inherit;cursor:pointer';
      b.addEventListener('click', onClick);
      row.appendChild(b);
      return b;
    }
    function busy(on) {
      Array.prototype.forEach.call(row.querySelectorAll('button'), function (b) { b.disabled = on; });
    }
    button('Cancel', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
    button('Fail payment', function () {
      busy(true);
      post('/checkout/fail', { key: o.key, order_id: o.order_id }).then(function (resp) {
        busy(false);
        status.textContent = 'Payment failed';
        self.emit('payment.failed', resp);
      });
    });
    var pay = button('Pay', function () {
      busy(true);
      status.textContent = 'Processing…';
      post('/checkout/pay', { key: o.key, order_id: o.order_id }).then(function (resp) {
        if (resp.error) {
          busy(false);
          status.textContent = resp.error.description;
          self.emit('payment.failed', resp);
          return;
        }
        self.close();
        if (typeof o.handler === 'function') o.handler(resp);
      });
    });
    pay.style.fontWeight = '600';
    box.appendChild(h);
    box.appendChild(p);
    box.appendChild(small);
    box.appendChild(status);
    box.appendChild(row);
    root.appendChild(box);
    document.body.appendChild(root);
    this.root = root;
    pay.focus();
    return this;
  };
  window.Razorpay = Razorpay;
})();
