// A fake third-party widget that starts: it reads the configuration the page
// set, renders into the container, adds one element of its own to the page
// (as real chat widgets do), and reports that it is ready.
(function () {
  var config = window.QuestionnaireWidgetConfig;
  var container = config && document.getElementById(config.containerId);
  if (!container) throw new Error("fake widget: no configuration or container");
  var panel = document.createElement("div");
  panel.className = "fake-widget";
  var heading = document.createElement("p");
  heading.textContent = "Fake housing assistant";
  var details = document.createElement("p");
  details.setAttribute("data-fake-widget-config", "");
  details.textContent = "id=" + config.id + " region=" + config.region + " mode=" + config.renderMode + " stylesheets=" + config.stylesheets.length;
  panel.append(heading, details);
  container.append(panel);
  var extra = document.createElement("div");
  extra.setAttribute("data-fake-widget-extra", "");
  extra.hidden = true;
  document.body.append(extra);
  config.onReady();
})();
