"use strict";
// The join page: send the code and the wish to play or watch; on success the page reloads as the game.
(function () {
  const form = document.getElementById("join");
  const message = document.getElementById("message");
  const words = JSON.parse(document.getElementById("words").textContent).words;  // in the referee's language
  // Opened from the first phone's QR code, the address carries the code in its fragment (never sent to the
  // server): it is typed in for the player, then taken out of the address bar.
  const given = /^#code=(\d{1,12})$/.exec(window.location.hash);
  if (given) {
    document.getElementById("code").value = given[1];
    window.history.replaceState(null, "", window.location.pathname);
  }
  let wants = "controller";
  for (const button of form.querySelectorAll("button")) {
    button.addEventListener("click", () => { wants = button.value; });
  }
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.textContent = "";
    const code = document.getElementById("code").value;
    const name = document.getElementById("phone-name").value.trim();
    try {
      const response = await fetch("/join", {
        method: "POST",
        credentials: "same-origin",
        headers: {"Content-Type": "application/json"},
        body: JSON.stringify({code: code, wants: wants, name: name}),
      });
      const answer = await response.json();
      if (answer.ok) { window.location.reload(); return; }
      message.textContent = answer.message;
    } catch (error) {
      message.textContent = words.join_unreachable;
    }
  });
})();
