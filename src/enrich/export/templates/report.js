(function () {
  var table = document.getElementById("paper-table");
  var rows = Array.prototype.slice.call(table.tBodies[0].rows);
  var texts = new Map(rows.map(function (row) { return [row, row.textContent.toLowerCase()]; }));
  var index = new Map(rows.map(function (row, i) { return [row, i]; }));
  var status = document.getElementById("filter-status"), venue = document.getElementById("filter-venue");
  var year = document.getElementById("filter-year"), text = document.getElementById("filter-text");
  var shown = document.getElementById("shown");
  function filter() {
    var query = text.value.trim().toLowerCase(), count = 0;
    rows.forEach(function (row) {
      var match = (!status.value || row.dataset.status === status.value) &&
        (!venue.value || row.dataset.venue === venue.value) && (!year.value || row.dataset.year === year.value) &&
        (!query || texts.get(row).indexOf(query) >= 0);
      row.hidden = !match;
      if (match) { count++; }
    });
    shown.textContent = count + " of " + rows.length + " papers";
  }
  function key(row, name, numeric) {
    if (name === "title") { return row.cells[0].firstChild.textContent.toLowerCase(); }
    var value = row.dataset[name];
    return numeric ? (value === "" ? null : Number(value)) : value.toLowerCase();
  }
  function sort(header) {
    var name = header.dataset.sort, numeric = header.hasAttribute("data-numeric");
    var direction = header.getAttribute("aria-sort") === "ascending" ? -1 : 1;
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell) { cell.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", direction === 1 ? "ascending" : "descending");
    rows.sort(function (a, b) {
      var x = key(a, name, numeric), y = key(b, name, numeric);
      if (x === y) { return index.get(a) - index.get(b); }
      if (x === null) { return 1; }
      if (y === null) { return -1; }
      return (x < y ? -1 : 1) * direction;
    });
    var body = table.tBodies[0];
    rows.forEach(function (row) { body.appendChild(row); });
  }
  [status, venue, year].forEach(function (control) { control.addEventListener("change", filter); });
  text.addEventListener("input", filter);
  table.tHead.addEventListener("click", function (event) {
    var header = event.target.closest("th[data-sort]");
    if (header) { sort(header); filter(); }
  });
  document.documentElement.dataset.tableReady = String(rows.length);
})();
