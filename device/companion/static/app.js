"use strict";
// The game page: draws each picture the referee sends (server-sent events) and
// sends answers back. Every answer names the question it answers, so a late one
// is refused instead of landing on the next question. Text from the game is only
// ever set as text, never as markup. The page's own words come from the server in
// the referee's language (the table in #words); when a picture arrives in another
// language the page fetches that language's table and draws itself again.
(function () {
  const $ = (id) => document.getElementById(id);
  let table = JSON.parse($("words").textContent);  // {language, words}

  // A word of the page, its {0}, {1} ... filled with the values given.
  function say(name, ...values) {
    return table.words[name].replace(/\{(\d)\}/g, (_, at) => String(values[Number(at)]));
  }

  // The fixed parts of the page (data-word: the text, data-word-label: the aria-label, data-word-title: the title).
  function relabel() {
    document.documentElement.lang = table.language;
    for (const node of document.querySelectorAll("[data-word]")) node.textContent = say(node.dataset.word);
    for (const node of document.querySelectorAll("[data-word-label]")) node.setAttribute("aria-label", say(node.dataset.wordLabel));
    for (const node of document.querySelectorAll("[data-word-title]")) node.title = say(node.dataset.wordTitle);
    nameLabels();
    $("show-qr").textContent = say($("qr-box").hidden ? "show_qr" : "hide_qr");
  }

  let fetching = "";  // the language whose words are on their way
  async function speak(language, message) {
    if (fetching === language) return;
    fetching = language;
    try {
      const response = await fetch(`/words?language=${encodeURIComponent(language)}`, {credentials: "same-origin"});
      if (response.ok) {
        table = await response.json();
        relabel();
        historyFor = null;  // listed again, in the new words
        draw(latest || message);
      }
    } catch (error) { /* the next picture tries again */ }
    fetching = "";
  }

  // The seat colours, by the names the referee gives seats in each of its languages (engine/phrases*.py SEAT_NAMES).
  const COLOURS = {red: "#d62828", blue: "#1d4ed8", green: "#15803d", yellow: "#eab308", purple: "#7e22ce",
    orange: "#ea580c", white: "#f5f5f5", black: "#111111", pink: "#db2777", brown: "#8b5a2b", grey: "#6b7280"};
  Object.assign(COLOURS, {rojo: COLOURS.red, azul: COLOURS.blue, verde: COLOURS.green, amarillo: COLOURS.yellow,
    morado: COLOURS.purple, naranja: COLOURS.orange, blanco: COLOURS.white, negro: COLOURS.black});
  let game = null;
  let me = null;
  let timer = null; // {deadline (page ms) or null, remaining, running, rate}
  let mySeat = window.localStorage.getItem("referee-seat") || "";  // the player holding this phone, for typed answers and votes

  function element(tag, text, className) {
    const made = document.createElement(tag);
    if (text !== undefined && text !== null) made.textContent = String(text);
    if (className) made.className = className;
    return made;
  }

  function colour(name) {
    const known = COLOURS[String(name).toLowerCase()];
    if (known) return known;
    let hash = 0;
    for (const char of String(name)) hash = (hash * 31 + char.charCodeAt(0)) % 360;
    return `hsl(${hash}, 65%, 45%)`;
  }

  // The text colour with the better contrast on a background (WCAG relative luminance): black or white.
  function inkOn(css) {
    const probe = document.createElement("span");
    probe.style.color = css;
    document.body.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/[\d.]+/g).slice(0, 3).map(Number)
      .map((value) => value / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    probe.remove();
    const light = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return (1.05 / (light + 0.05)) >= ((light + 0.05) / 0.0575) ? "#ffffff" : "#111111";
  }

  // A chip in its seat's colour, its text in the ink that reads on that colour (the seat's, not the text's:
  // "White 62" on a field is drawn in White's colour, so its ink is chosen for White).
  function cube(name, seat = name) {
    const chip = element("span", name, "cube");
    const shade = colour(seat);
    chip.style.setProperty("--cube", shade);
    chip.style.setProperty("--cube-ink", inkOn(shade));
    return chip;
  }

  function show(id, visible) { $(id).hidden = !visible; }

  async function send(path, body) {
    $("refusal").textContent = "";
    try {
      const response = await fetch(path, {
        method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json"}, body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!answer.ok) $("refusal").textContent = answer.message;
      else if (answer.already) $("refusal").textContent = answer.message;  // a second tap: the first one counted
      return answer.ok;
    } catch (error) {
      $("refusal").textContent = say("unreachable");
      return false;
    }
  }

  function answer(kind, value, id) {
    const body = {question: game.question, kind: kind, value: value};
    if (id) body.id = id;  // names this sheet or vote once: a repeat of it is "already received", never another seat's
    return send("/answer", body);
  }

  function newId() {
    const bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  }

  // One id per vote and seat: a second tap on Valid sends the same id, so it cannot count twice.
  const voteIds = new Map();
  function voteId(prompt, seat) {
    const key = JSON.stringify([prompt.challenged, prompt.category, prompt.answer, seat]);
    if (!voteIds.has(key)) voteIds.set(key, newId());
    return voteIds.get(key);
  }
  function command(name) { return send("/answer", {question: game.question, command: name}); }

  // ------------------------------------------------------------ the question as controls

  // The controls are made again only when the question changes, never for a picture that only repeats it
  // (a line said again, a vote counted): a value being typed and the focus stay where they are.
  let controlsKey = "";
  let asked = "";  // the question last announced
  function drawControls(prompt, canAnswer) {
    const box = $("controls");
    if (prompt.question !== asked) { asked = prompt.question; $("question-said").textContent = prompt.question; }
    const key = JSON.stringify([table.language, game.journal || "", (game.view || {}).round, canAnswer, {...prompt, offered: null, waiting: null}]);
    if (key === controlsKey) { refreshControls(prompt); return; }
    controlsKey = key;
    box.replaceChildren();
    $("question").textContent = prompt.question;
    if (!canAnswer) return;
    if (prompt.kind === "number") {
      const field = element("input", null, "number");
      field.type = "number"; field.id = "number"; field.inputMode = "numeric";
      field.setAttribute("aria-label", prompt.unit ? `${prompt.question} (${prompt.unit})` : prompt.question);
      field.min = prompt.low; field.max = prompt.high; field.step = prompt.step;
      field.value = offeredNumber(prompt);
      field.addEventListener("input", () => { field.dataset.typed = "yes"; });
      const step = (by) => () => {
        field.dataset.typed = "yes";
        const now = parseInt(field.value, 10);
        const next = (isNaN(now) ? prompt.default : now) + by * prompt.step;
        field.value = Math.min(prompt.high, Math.max(prompt.low, next));
      };
      const down = element("button", "−", "step"); down.id = "down"; down.addEventListener("click", step(-1));
      down.setAttribute("aria-label", say("less"));
      const up = element("button", "+", "step"); up.id = "up"; up.addEventListener("click", step(1));
      up.setAttribute("aria-label", say("more"));
      const ok = element("button", "OK", "main"); ok.id = "ok";
      ok.addEventListener("click", () => answer("number", Number(field.value)));  // the referee says what is wrong with it
      const row = element("div", null, "row stepper");
      row.append(down, field, up);
      box.append(row, ok);
      if (prompt.unit) box.append(element("p", prompt.unit, "unit"));
    } else if (prompt.kind === "choice") {
      const options = prompt.options.slice();
      options.sort((a, b) => (b.value === prompt.main) - (a.value === prompt.main));
      for (const option of options) {
        const button = element("button", option.label, option.value === prompt.main ? "main" : "option");
        button.dataset.value = option.value;
        button.addEventListener("click", () => answer("choice", option.value));
        box.append(button);
      }
    } else if (prompt.kind === "confirm") {
      const yes = element("button", say("yes"), prompt.default ? "main" : "option"); yes.id = "yes";
      const no = element("button", say("no"), prompt.default ? "option" : "main"); no.id = "no";
      yes.addEventListener("click", () => answer("confirm", true));
      no.addEventListener("click", () => answer("confirm", false));
      const row = element("div", null, "row");
      row.append(yes, no);
      box.append(row);
    } else if (prompt.kind === "vote") {
      box.append(element("p", `${prompt.challenged}, ${prompt.category}: “${prompt.answer}”`, "challenged"));
      const seat = seatPicker(prompt.waiting, "vote-seat", say("voting"));
      const valid = element("button", say("valid"), "option"); valid.id = "valid";
      const invalid = element("button", say("not_valid"), "option"); invalid.id = "invalid";
      const cast = (isValid) => {
        if (!seat.value) { $("refusal").textContent = say("choose_who"); return; }
        answer("vote", {seat: seat.value, valid: isValid}, voteId(prompt, seat.value));
      };
      valid.addEventListener("click", () => cast(true));
      invalid.addEventListener("click", () => cast(false));
      const row = element("div", null, "row");
      row.append(valid, invalid);
      box.append(seat.parentNode, row, mainAction(prompt));
    } else if (prompt.kind === "answers") {
      box.append(element("p", say("send_below"), "unit"), mainAction(prompt));
    } else if (prompt.kind === "buttons") {  // leaving a game, who runs the page: the table answers at the referee
      box.append(element("p", say("at_the_buttons"), "unit"));
    } else if (prompt.kind === "go") {
      const go = element("button", actionText(prompt), "main"); go.id = "go";
      go.addEventListener("click", () => answer("go", null));
      box.append(go);
    }
  }

  function offeredNumber(prompt) {
    return prompt.offered !== "" && !isNaN(parseInt(prompt.offered, 10)) ? parseInt(prompt.offered, 10) : prompt.default;
  }

  // The same question again: only what may change under it. The number the referee's buttons offer, unless this
  // phone's player has begun to change it; the seats still to vote, the one chosen kept.
  function refreshControls(prompt) {
    const field = $("number");
    if (field && prompt.kind === "number" && !field.dataset.typed && document.activeElement !== field) {
      field.value = offeredNumber(prompt);
    }
    const select = $("vote-seat");
    if (select && prompt.kind === "vote") {
      const before = select.value || mySeat;
      select.replaceChildren(...seatOptions(prompt.waiting, before));
      select.value = prompt.waiting.some((seat) => seat.value === before) ? before : "";
    }
  }

  // The main action's words, as the game gives them ("roll": "Roll"), else the page's own.
  function actionText(prompt) {
    return prompt.action ? prompt.action.charAt(0).toUpperCase() + prompt.action.slice(1) : say("go_on");
  }

  function mainAction(prompt) {
    const go = element("button", actionText(prompt), "quiet"); go.id = "go";
    go.addEventListener("click", () => answer("go", null));
    return go;
  }

  // The seats still waiting; when this phone's player is no longer among them (their answer is in),
  // nobody is chosen: a second tap must never answer for whoever happens to come first.
  function seatOptions(waiting, chosen) {
    const options = [];
    if (!waiting.some((seat) => seat.value === chosen)) {
      const nobody = element("option", say("choose")); nobody.value = "";
      options.push(nobody);
    }
    for (const seat of waiting) {
      const option = element("option", seat.label); option.value = seat.value;
      options.push(option);
    }
    return options;
  }

  // "I am" and a choice of seats; `purpose` (said, not shown) tells it apart from the sheet's own "I am".
  function seatPicker(waiting, id, purpose) {
    const label = element("label", `${say("i_am")} `);
    label.append(element("span", `${purpose} `, "sr-only"));
    const select = element("select"); select.id = id;
    select.append(...seatOptions(waiting, mySeat));
    select.value = waiting.some((seat) => seat.value === mySeat) ? mySeat : "";
    select.addEventListener("change", () => { mySeat = select.value; window.localStorage.setItem("referee-seat", mySeat); });
    label.append(select);
    return select;
  }

  // ------------------------------------------------------------ typed answers (Scattergories)

  let sheetKey = "";

  function drawSheet(prompt, view, canAnswer) {
    const collecting = prompt && prompt.kind === "answers";
    const categories = collecting ? prompt.categories : (view.list || []);
    const letter = collecting ? prompt.letter : view.letter;
    const typing = canAnswer && categories.length > 0 && (collecting || view.typed_answers);
    show("sheet", Boolean(typing));
    if (!typing) return;
    const key = `${view.round}:${letter}`;
    $("sheet-title").textContent = say("answers_for_letter", letter);
    if (key !== sheetKey) {  // a new round: a blank sheet; otherwise what is typed stays as it is
      sheetKey = key;
      $("sheet-lines").replaceChildren(...categories.map((category, index) => {
        // The category stays in sight above its field (a placeholder was cut off on a phone and went at
        // the first letter typed); the field is a text area, so a long answer wraps instead of scrolling.
        const line = element("li");
        const field = element("textarea", null, "answer-field");
        field.id = `answer-${index}`; field.rows = 1; field.autocomplete = "off"; field.spellcheck = false;
        field.addEventListener("input", () => {
          fitHeight(field);
          if (lastSheet.sent) { lastSheet.sent = false; $("sheet-note").textContent = ""; }  // changed since: send again
        });
        field.addEventListener("keydown", (event) => {  // one line per answer: Enter goes on to the next category
          if (event.key !== "Enter") return;
          event.preventDefault();
          const next = document.getElementById(`answer-${index + 1}`);
          if (next) next.focus();
        });
        const label = element("label", category, "category");
        label.htmlFor = field.id;
        line.append(label, field);
        return line;
      }));
    }
    if (collecting) {  // the game's limit, also on a sheet typed while the timer ran (made before the limit was known)
      for (const field of document.querySelectorAll(".answer-field")) field.maxLength = prompt.longest;
    }
    const seats = collecting ? prompt.waiting : [];
    const select = $("sheet-seat");
    const before = select.value || mySeat;
    select.replaceChildren(...seatOptions(seats, before));
    select.value = seats.some((seat) => seat.value === before) ? before : "";
    $("send-answers").disabled = !collecting || seats.length === 0;
    const sent = collecting && lastSheet.key === sheetKey && lastSheet.sent;
    const note = !collecting ? say("type_while_timer") : sent ? say("sent") : "";
    if ($("sheet-note").textContent !== note) $("sheet-note").textContent = note;  // unchanged: not announced again
  }

  // A text area as tall as what is typed in it (at least one line), so a wrapped answer shows whole.
  // Fitted again whenever the sheet's width changes (the phone turned, a scroll bar came, the sheet
  // shown again): a height fitted at one width cut the answer's last line off at a narrower one.
  // A hidden field has no height to measure, so it is left as it is until it shows.
  function fitHeight(field) {
    if (field.offsetParent === null) return;
    field.style.height = "auto";
    field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
  }
  let fittedWidth = -1;
  new ResizeObserver((entries) => {
    const width = Math.round(entries[entries.length - 1].contentRect.width);
    if (width === fittedWidth) return;  // only a change of height (one of ours): nothing to fit again
    fittedWidth = width;
    for (const field of document.querySelectorAll(".answer-field")) fitHeight(field);
  }).observe($("sheet-lines"));

  $("sheet-seat").addEventListener("change", () => { mySeat = $("sheet-seat").value; window.localStorage.setItem("referee-seat", mySeat); });
  let lastSheet = {key: "", texts: "", id: "", sent: false};  // the sheet sent last: the same sheet again keeps its id
  $("send-answers").addEventListener("click", async () => {
    const texts = Array.from(document.querySelectorAll(".answer-field")).map((field) => field.value);
    const seat = $("sheet-seat").value;
    if (!seat) { $("refusal").textContent = say("choose_who"); return; }
    mySeat = seat;
    window.localStorage.setItem("referee-seat", mySeat);
    const typed = JSON.stringify(texts);
    if (lastSheet.key !== sheetKey || lastSheet.texts !== typed) lastSheet = {key: sheetKey, texts: typed, id: newId(), sent: false};
    if (await answer("answers", {seat: seat, answers: texts}, lastSheet.id)) {
      lastSheet.sent = true;
      $("sheet-note").textContent = say("sent");
    }
  });

  // ------------------------------------------------------------ the game's own picture

  function drawFacts(view) {
    const box = $("facts");
    box.replaceChildren();
    for (const fact of view.facts || []) {
      const line = element("p", null, "fact");
      line.append(element("span", fact.label, "label"), element("strong", fact.value));
      box.append(line);
    }
  }

  function drawTrack(track) {
    show("track-box", Boolean(track));
    if (!track) return;
    const list = $("track");
    list.replaceChildren();
    for (const space of track.spaces.slice().reverse()) {
      const row = element("li", null, `space ${space.kind}`);
      const name = space.kind === "start" ? say("start_space") : space.kind === "finish" ? say("finish_space")
        : space.kind === "C" ? say("challenge_space", space.space) : String(space.space);
      row.append(element("span", name, "space-name"));
      const stack = element("span", null, "stack");
      space.cubes.forEach((name, index) => {
        const chip = cube(name);
        if (index === 0 && space.cubes.length > 1) chip.classList.add("top");
        stack.append(chip);
      });
      row.append(stack);
      list.append(row);
    }
  }

  function drawStairs(view) {
    const stairs = view.staircase;
    show("stairs-box", Boolean(stairs));
    if (!stairs) return;
    const box = $("stairs");
    box.replaceChildren();
    for (const seat of stairs.seats) {
      const row = element("div", null, "stair");
      const bar = element("span", null, "bar");
      bar.style.width = `${Math.round(100 * Math.min(seat.step, stairs.steps) / stairs.steps)}%`;
      bar.style.background = colour(seat.name);
      const rail = element("span", null, "rail");  // the bar's length is a share of its own column, never the row's
      rail.append(bar);
      row.append(element("span", seat.name, "who"), rail, element("span", `${seat.step} / ${stairs.steps}`, "count"));
      box.append(row);
    }
    const fields = $("fields");
    fields.replaceChildren();
    for (const field of view.fields || []) {
      const spot = element("div", null, "field");
      spot.append(element("span", say("dice_field", field.field), "label"));
      for (const pair of field.pairs) {
        spot.append(cube(`${pair.owner} ${pair.value}`, pair.owner));
      }
      fields.append(spot);
    }
  }

  let shownColumns = 0;

  function drawTable(table) {
    show("table-box", Boolean(table));
    if (!table) return;
    const scores = $("scores");
    scores.replaceChildren();
    const head = element("tr");
    head.append(element("th", ""));
    for (const column of table.columns) head.append(element("th", column));
    scores.append(head);
    for (const row of table.rows) {
      const line = element("tr");
      line.append(element("th", row.name));
      for (const cell of row.cells) line.append(element("td", cell === null ? "–" : cell));
      scores.append(line);
    }
    // A new round's column: scroll to the newest rounds and the total (only then, so reading back is not undone).
    if (table.columns.length !== shownColumns) $("scores-wide").scrollLeft = $("scores-wide").scrollWidth;
    shownColumns = table.columns.length;
  }

  function drawList(list) {
    show("list-box", Boolean(list && list.length));
    const box = $("list");
    box.replaceChildren();
    for (const category of list || []) box.append(element("li", category));
  }

  // ------------------------------------------------------------ the timer, on the referee's clock

  let announced = null;  // the last time told to a screen reader: a whole minute, 10 s, time up
  function setTimer(sent) {
    if (!sent) { timer = null; announced = null; show("timer-box", false); return; }
    timer = {remaining: sent.remaining, running: sent.running, rate: sent.rate,
      deadline: sent.running ? performance.now() + sent.remaining * 1000 / sent.rate : null};
    show("timer-box", true);
    tick();
  }

  function tick() {
    if (!timer) return;
    const left = timer.running ? Math.max(0, (timer.deadline - performance.now()) * timer.rate / 1000) : timer.remaining;
    const seconds = Math.ceil(left - 1e-6);
    $("timer").textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
    $("timer").dataset.seconds = String(seconds);
    const low = timer.running && seconds <= 10;
    $("timer-state").textContent = !timer.running ? say("paused") : seconds === 0 ? say("time_up") : low ? say("last_seconds") : "";
    $("timer-box").classList.toggle("paused", !timer.running);
    $("timer-box").classList.toggle("low", low);
    announceTime(seconds);
  }

  // The timer for a screen reader, in its own polite region: each whole minute, 10 seconds, time up; never
  // every second (the digits themselves are not live). A mark is told once the timer reaches it, even when
  // the page's ticks skipped its very second (a phone asleep, a fast clock); a timer first seen tells nothing.
  function announceTime(seconds) {
    if (announced === null || seconds > announced) { announced = seconds; return; }  // new, or set back (undo)
    if (seconds === announced) return;
    const marks = [0, 10];
    for (let minute = 60; minute < announced; minute += 60) marks.push(minute);
    const reached = marks.filter((mark) => seconds <= mark && mark < announced);
    announced = seconds;
    if (!reached.length || !timer.running) return;
    const mark = Math.min(...reached);
    $("timer-said").textContent = mark === 0 ? say("time_up") : mark === 10 ? say("seconds_left", 10)
      : mark === 60 ? say("one_minute_left") : say("minutes_left", mark / 60);
  }
  setInterval(tick, 100);

  // ------------------------------------------------------------ names, typed before a game

  let namesShown = "";  // the names last received, so typing is not wiped by the next picture

  function nameRow(name) {
    const row = element("li", null, "name-row");
    const field = element("input", null, "name-field");
    field.value = name; field.maxLength = 20; field.autocomplete = "off";
    const up = element("button", "↑", "quiet move"); up.dataset.wordTitle = "earlier_seat";
    const down = element("button", "↓", "quiet move"); down.dataset.wordTitle = "later_seat";
    const remove = element("button", "✕", "quiet move"); remove.dataset.wordTitle = "remove_name";
    for (const button of [up, down, remove]) button.title = say(button.dataset.wordTitle);  // relabel() keeps them in the language
    // Moved or removed, the focus stays on the button pressed (or goes to the next row's field), never to the page.
    up.addEventListener("click", () => {
      if (row.previousElementSibling) { row.parentNode.insertBefore(row, row.previousElementSibling); nameLabels(); up.focus(); }
    });
    down.addEventListener("click", () => {
      if (row.nextElementSibling) { row.parentNode.insertBefore(row.nextElementSibling, row); nameLabels(); down.focus(); }
    });
    remove.addEventListener("click", () => {
      const next = row.nextElementSibling || row.previousElementSibling;
      row.remove();
      nameLabels();
      (next ? next.querySelector(".name-field") : $("add-name")).focus();
    });
    field.addEventListener("input", nameLabels);
    const buttons = element("span", null, "name-buttons");
    buttons.append(up, down, remove);
    row.append(field, buttons);
    return row;
  }

  // Each name field and button says what it does and to whom: "Name of seat 2", "Move Blue up".
  function nameLabels() {
    Array.from($("names-list").children).forEach((row, index) => {
      const field = row.querySelector(".name-field");
      const who = field.value.trim() || say("seat_number", index + 1);
      field.setAttribute("aria-label", say("name_of_seat", index + 1));
      const [up, down, remove] = row.querySelectorAll("button");
      up.setAttribute("aria-label", say("move_up", who));
      down.setAttribute("aria-label", say("move_down", who));
      remove.setAttribute("aria-label", say("remove_player", who));
    });
  }

  function drawNames(canAnswer) {
    const before = !game.game;
    show("names-box", before && canAnswer);
    const names = JSON.stringify(game.names || []);
    if (!before || names === namesShown) return;
    namesShown = names;
    $("names-list").replaceChildren(...(game.names || []).map(nameRow));
    nameLabels();
  }

  $("add-name").addEventListener("click", () => {
    // The most names the referee takes comes with the picture (engine/seating.py MOST_NAMES), never written here.
    if ($("names-list").children.length < ((game && game.most_names) || 0)) {
      const row = nameRow("");
      $("names-list").append(row);
      nameLabels();
      row.querySelector(".name-field").focus();
    }
  });
  $("send-names").addEventListener("click", () => {
    const names = Array.from(document.querySelectorAll(".name-field")).map((field) => field.value);
    send("/names", {names: names});
  });

  // ------------------------------------------------------------ finished games (when the referee keeps them)

  let historyFor = null;  // the end line the list was last fetched for

  async function loadHistory() {
    try {
      const response = await fetch("/history", {credentials: "same-origin"});
      if (!response.ok) return;  // this referee lists no history
      const answer = await response.json();
      const list = $("history");
      list.replaceChildren();
      for (const played of answer.games) {
        const scores = played.placings.map((p) => (p.winner ? say("won", p.name, p.score) : `${p.name} ${p.score}`)).join(", ");
        const dice = played.seed ? say("dice_seed", played.fingerprint, played.seed) : "";
        const row = element("li", `${played.title}, ${played.ended.replace("T", " ")}: ${scores}${dice}`);
        if (played.seed) row.append(" ", diceCheck(played.number));
        list.append(row);
      }
      show("history-box", answer.games.length > 0);
    } catch (error) { /* the list is a bonus: the game page works without it */ }
  }

  // A finished game's draws redone from its seed by the referee (referee verify, on the phone).
  function diceCheck(number) {
    const button = element("button", say("check_dice"), "quiet");
    const verdict = element("span", "", "dice-verdict");
    button.addEventListener("click", async () => {
      button.disabled = true;
      verdict.textContent = say("checking_dice");
      try {
        const response = await fetch(`/history/dice?game=${encodeURIComponent(number)}`, {credentials: "same-origin"});
        const answer = await response.json();
        verdict.textContent = answer.message || "";
        verdict.className = answer.matches ? "dice-verdict good" : "dice-verdict bad";
      } catch (error) {
        verdict.textContent = say("join_unreachable");
      }
      button.disabled = false;
    });
    const box = element("span", null, "dice-check");
    box.append(button, " ", verdict);
    return box;
  }

  // ------------------------------------------------------------ the phones (first phone only)

  // A phone's button names the phone it acts on ("Remove, Ann's phone"), its own words first, as they show.
  function named(button, phone) { button.setAttribute("aria-label", `${button.textContent}, ${phone}`); }

  let phonesShown = "";
  let qrNumber = 0;
  $("page-address").textContent = window.location.origin + "/";
  $("show-qr").addEventListener("click", () => {
    const showing = $("qr-box").hidden;
    if (showing) $("qr").src = `/join-qr.svg?n=${qrNumber}`;
    show("qr-box", showing);
    $("show-qr").setAttribute("aria-expanded", String(showing));
    $("show-qr").textContent = say(showing ? "hide_qr" : "show_qr");
  });

  function drawOwner() {
    show("owner", Boolean(me && me.first));
    show("run-box", Boolean(me && !me.first));
    if (!me) return;
    $("run-page").disabled = Boolean(me.runs);
    $("run-page").textContent = say(me.runs ? "asked_to_run" : "run_page");
    if (!me.first) return;
    if (me.code !== $("code").textContent) {
      $("code").textContent = me.code;
      qrNumber += 1;  // a new code: a new QR code (the code itself never goes in an address the page asks for)
      if (!$("qr-box").hidden) $("qr").src = `/join-qr.svg?n=${qrNumber}`;
    }
    const listed = JSON.stringify([table.language, me.phones]);
    if (listed === phonesShown) return;
    phonesShown = listed;
    const list = $("phones");
    list.replaceChildren();
    for (const phone of me.phones) {
      const row = element("li", null, "phone");
      const role = say(phone.first ? "this_phone" : phone.runs ? "asks_to_run" : phone.role === "controller" ? "plays" : phone.asks ? "asks_to_play" : "watches");
      const seats = phone.seats.length ? `, ${say("answers_for", phone.seats.join(", "))}` : "";
      row.append(element("span", `${phone.name}: ${role}${seats}`));
      if (!phone.first) {
        const toggle = element("button", say(phone.role === "controller" ? "watch_only" : "let_it_play"), "quiet");
        named(toggle, phone.name);
        toggle.addEventListener("click", () => send("/phones", {id: phone.id, action: phone.role === "controller" ? "viewer" : "controller"}));
        row.append(toggle);
      }
      // A phone passed round the table answers for several players; any other answers for one (docs/companion.md).
      const sharing = element("button", say(phone.shared ? "one_player" : "shared_phone"), "quiet");
      named(sharing, phone.name);
      sharing.addEventListener("click", () => send("/phones", {id: phone.id, action: phone.shared ? "single" : "shared"}));
      row.append(sharing);
      if (!phone.first) {
        const remove = element("button", say("remove_phone"), "quiet");
        named(remove, phone.name);
        remove.addEventListener("click", () => send("/phones", {id: phone.id, action: "remove"}));
        row.append(remove);
      }
      list.append(row);
    }
  }

  // A new game gives every phone a new session token: the page swaps its own at once (the old one stops working).
  let renewing = false;
  async function renew() {
    if (renewing) return;
    renewing = true;
    await send("/renew", {});
    renewing = false;
  }

  // ------------------------------------------------------------ captions and cues

  // The captions, newest first, in the page's one live region for lines: each picture adds only the lines
  // that are new (numbered by the hub from `first`) and drops those the hub no longer keeps, so a screen
  // reader hears each line once, not the whole round again at every change.
  let captionsFrom = 0;  // the number of the oldest caption shown
  let captionsTo = 0;  // one past the newest
  function drawCaptions(lines, first) {
    const list = $("captions");
    const last = first + lines.length;
    if (first > captionsTo || last < captionsTo) {  // not the same run of captions (the referee restarted): afresh
      list.replaceChildren();
      captionsFrom = captionsTo = first;
    }
    for (; captionsFrom < first && list.lastElementChild; captionsFrom++) list.lastElementChild.remove();
    captionsFrom = first;
    for (let number = captionsTo; number < last; number++) list.prepend(element("li", lines[number - first]));
    captionsTo = last;
  }

  // The referee's sounds, felt: a phone that can vibrate does so for the cues that matter, if its player
  // asked for it (a choice kept on this phone). The captions say each sound in words already.
  const BUZZES = {not_now: [90], tick: [40], tick_last: [40], warning: [200, 100, 200], stop: [700]};
  let cueSeen = null;  // the number of the last cue felt; none before the first picture
  const vibrate = $("vibrate");
  show("vibrate-box", typeof navigator.vibrate === "function");
  vibrate.checked = window.localStorage.getItem("referee-vibrate") === "yes";
  vibrate.addEventListener("change", () => window.localStorage.setItem("referee-vibrate", vibrate.checked ? "yes" : "no"));
  function feelCue(cue) {
    if (!cue) return;
    const fresh = cueSeen !== null && cue.number > cueSeen;
    cueSeen = cue.number;
    if (fresh && vibrate.checked && BUZZES[cue.name] && typeof navigator.vibrate === "function") navigator.vibrate(BUZZES[cue.name]);
  }

  // ------------------------------------------------------------ one picture

  let latest = null;  // the last picture, drawn again once the words of a new language are here

  function draw(message) {
    latest = message;
    if (message.game.language && message.game.language !== table.language) speak(message.game.language, message);
    game = message.game;
    me = message.me;
    const view = game.view || {};
    document.body.dataset.version = String(game.version);
    document.body.dataset.question = String(game.question);
    $("title").textContent = game.title || say("referee");
    $("where").textContent = game.where || say(game.setting_up ? "setting_up" : "choosing_a_game");
    $("fingerprint").textContent = game.fingerprint ? say("fingerprint", game.fingerprint) : "";
    show("fingerprint", Boolean(game.fingerprint));
    $("turn").textContent = view.turn || "";
    show("turn-box", Boolean(view.turn));
    const canAnswer = me.role === "controller";
    show("ask", Boolean(game.prompt));
    if (game.prompt) drawControls(game.prompt, canAnswer);
    else controlsKey = asked = "";  // answered: the next question is drawn and announced afresh, even the same one
    show("tools", canAnswer);
    $("pause").hidden = !game.timer;
    $("undo").hidden = $("repeat").hidden = Boolean(game.timer) || !game.prompt;
    $("fairness").hidden = $("repeat").hidden || !game.game;  // in a game, when a question is on offer
    show("ask-control", !canAnswer);
    $("want-control").disabled = Boolean(me.asks);
    $("want-control").textContent = say(me.asks ? "asked_to_play" : "ask_to_play");
    drawNames(canAnswer);
    drawSheet(game.prompt, view, canAnswer);
    drawFacts(view);
    drawList($("sheet").hidden ? view.list : []);  // the sheet names the categories already
    drawTrack(view.track);
    drawStairs(view);
    drawTable(view.table);
    setTimer(game.timer);
    show("ended", Boolean(game.ended));
    $("ended").textContent = game.ended || "";
    drawCaptions(game.captions, game.caption_first || 0);
    feelCue(game.cue);
    drawOwner();
    if (me.renew) renew();
    if (historyFor !== game.ended) { historyFor = game.ended; loadHistory(); }
  }

  $("undo").addEventListener("click", () => command("undo"));
  $("repeat").addEventListener("click", () => command("repeat"));
  $("pause").addEventListener("click", () => command("pause"));
  $("fairness").addEventListener("click", () => command("fairness"));
  $("want-control").addEventListener("click", () => send("/control", {}));
  $("run-page").addEventListener("click", () => send("/run-page", {}));
  $("new-code").addEventListener("click", () => send("/code", {}));
  $("leave").addEventListener("click", async () => {
    if (await send("/leave", {})) { if (stream) stream.close(); window.location.reload(); }
  });

  // The live picture. When the referee restarts or the Wi-Fi drops, the browser's own retry can give up
  // (an answer other than the stream closes it for good), so the page reconnects itself, waiting longer
  // each time (1 s, 2 s, 4 s ... up to 30 s), and carries on in the same session; a session the referee
  // no longer knows goes back to the join page.
  let stream = null;
  let wait = 1000;
  function connect() {
    stream = new EventSource("/events");
    stream.onopen = () => { wait = 1000; };
    stream.onmessage = (event) => { $("connection").hidden = true; wait = 1000; draw(JSON.parse(event.data)); };
    stream.addEventListener("left", () => { stream.close(); window.location.reload(); });
    stream.onerror = () => {
      $("connection").hidden = false;
      if (stream.readyState === EventSource.CLOSED) setTimeout(retry, wait);
    };
  }
  async function retry() {
    wait = Math.min(wait * 2, 30000);
    try {
      const answer = await fetch("/static/app.js", {method: "HEAD", credentials: "same-origin", cache: "no-store"});
      if (answer.status === 401) { window.location.reload(); return; }  // not joined any more: the join page
    } catch (error) {  // the referee is not back yet: try again later
      setTimeout(retry, wait);
      return;
    }
    stream.close();
    connect();
  }
  connect();
})();
