/* zeusmem console: a little vanilla JavaScript on top of server-rendered pages.
 * - the sign-in link carries the token in the URL fragment: fill the form, drop the fragment, submit;
 * - chat forms post with fetch and read the run as server-sent events (streamed text appears as it
 *   comes), then the conversation is re-rendered by the server (escaped HTML, the same as a reload).
 * Text from the agent or from memories is only ever set with textContent, never as HTML. */
(function () {
  "use strict";

  function csrf() {
    var meta = document.querySelector('meta[name="csrf-token"]');
    return meta ? meta.content : "";
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function signInFromFragment() {
    var form = document.getElementById("login-form");
    if (!form) return;
    var m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
    if (!m) return;
    history.replaceState(null, "", location.pathname + location.search);
    form.elements.token.value = decodeURIComponent(m[1]);
    form.submit();
  }

  function messageText(msg) {
    if (typeof msg.content === "string") return msg.content;
    if (Array.isArray(msg.content)) {
      return msg.content.map(function (b) { return typeof b === "string" ? b : (b && b.text) || ""; }).join("");
    }
    return "";
  }

  function onEvent(event, data, view) {
    if (event === "messages" && Array.isArray(data)) {
      var msg = data[0] || {};
      if (msg.type === "AIMessageChunk" || msg.type === "ai") {
        var text = messageText(msg);
        if (text) view.body.textContent += text;
        (msg.tool_calls || []).forEach(function (c) {
          if (c && c.name) view.status.textContent = "calling " + c.name + "…";
        });
      } else if (msg.type === "tool") {
        view.status.textContent = "tool " + (msg.name || "") + " answered";
      }
    } else if (event === "updates" && data && data.__interrupt__) {
      view.status.textContent = "waiting for your approval";
    } else if (event === "error") {
      view.status.textContent = "Error: " + ((data && (data.message || data.error)) || "the run failed");
      view.failed = true;
    }
  }

  function readEvents(buffer, view) {
    var blocks = buffer.split("\n\n");
    var rest = blocks.pop();
    blocks.forEach(function (block) {
      var event = "message", lines = [];
      block.split("\n").forEach(function (line) {
        if (line.indexOf("event:") === 0) event = line.slice(6).trim();
        else if (line.indexOf("data:") === 0) lines.push(line.slice(5).replace(/^ /, ""));
      });
      var data = null;
      try { data = lines.length ? JSON.parse(lines.join("\n")) : null; } catch (e) { data = null; }
      onEvent(event, data, view);
    });
    return rest;
  }

  async function refresh(container) {
    var r = await fetch(container.dataset.fragment, { headers: { Accept: "text/html" }, credentials: "same-origin" });
    if (!r.ok) { location.reload(); return; }
    container.innerHTML = await r.text(); /* our own server-rendered, autoescaped fragment */
    bind(container);
    var box = container.querySelector("#message:not([disabled])");
    if (box) box.focus();
  }

  async function run(form, submitter) {
    var container = document.getElementById("conversation");
    var data = new FormData(form);
    if (submitter && submitter.name) data.set(submitter.name, submitter.value);
    var list = container.querySelector(".messages");
    if (form.getAttribute("data-testid") === "send-form") {
      var mine = el("li", "msg msg-human");
      mine.appendChild(el("span", "who", "You"));
      mine.appendChild(el("div", "text", String(data.get("message") || "")));
      list.appendChild(mine);
    }
    var live = el("li", "msg msg-ai live");
    live.setAttribute("data-testid", "live");
    live.appendChild(el("span", "who", "Agent"));
    var view = { body: el("div", "text", ""), status: el("div", "status muted", "working…"), failed: false };
    view.status.setAttribute("role", "status");
    live.appendChild(view.body);
    live.appendChild(view.status);
    list.appendChild(live);
    container.querySelectorAll("button, textarea, input").forEach(function (x) { x.disabled = true; });
    try {
      var r = await fetch(form.action, {
        method: "POST", body: data, credentials: "same-origin",
        headers: { Accept: "text/event-stream", "X-CSRF-Token": csrf() },
      });
      if (!r.ok || !r.body) {
        view.status.textContent = "Refused (" + r.status + "): " + (await r.text()).replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 300);
        return;
      }
      var reader = r.body.getReader(), decoder = new TextDecoder(), buffer = "";
      for (;;) {
        var chunk = await reader.read();
        if (chunk.done) break;
        buffer = readEvents(buffer + decoder.decode(chunk.value, { stream: true }), view);
      }
    } catch (e) {
      view.status.textContent = "Connection lost; reload the page to see where the chat stands.";
      return;
    }
    if (!view.failed) await refresh(container);
  }

  function bind(root) {
    root.querySelectorAll("form.js-run").forEach(function (form) {
      form.addEventListener("submit", function (e) {
        e.preventDefault();
        run(form, e.submitter);
      });
    });
    root.querySelectorAll(".composer textarea").forEach(function (box) {
      box.addEventListener("keydown", function (e) {
        if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); box.form.requestSubmit(); }
      });
    });
  }

  // narrow screens show each table row as a card: every cell is labelled with its column's heading
  function labelTables(root) {
    root.querySelectorAll("table.list").forEach(function (table) {
      var heads = Array.prototype.map.call(table.querySelectorAll("thead th"), function (th) {
        return th.textContent.trim();
      });
      table.querySelectorAll("tbody tr").forEach(function (tr) {
        Array.prototype.forEach.call(tr.children, function (td, i) {
          if (heads[i] && !td.hasAttribute("data-label")) td.setAttribute("data-label", heads[i]);
        });
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    labelTables(document);
    new MutationObserver(function () { labelTables(document); }).observe(document.body, { childList: true, subtree: true });
    signInFromFragment();
    var container = document.getElementById("conversation");
    if (container) bind(container);
  });
})();
