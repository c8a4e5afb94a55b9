/**
 * The access log: one JSON line per request on stdout, with the method, the
 * path without its query, the status, the bytes sent and the time taken.
 *
 * The query is where the tools, the calculator and the planner carry what a
 * visitor typed (an income, a rent, a date), and the privacy page promises
 * that those figures are not kept, so no part of it is ever written. The
 * path is kept (the specification asks for the paths of not-found pages),
 * cut to 500 characters; JSON.stringify escapes control characters, so a
 * hostile path cannot forge a line.
 */

const MAX_PATH = 500;

/** A request target without its query: `/tools/rent-review?rent=1800` -> `/tools/rent-review`. */
export function pathOnly(target) {
  const query = target.indexOf("?");
  return (query === -1 ? target : target.slice(0, query)).slice(0, MAX_PATH);
}

/**
 * One line for a finished (or abandoned) request. `bytes` counts what went on
 * the wire, headers included (the socket's own count), so a compressed body
 * counts as sent; `aborted` marks a response the client did not wait for.
 */
export function accessLine({ method, target, status, bytes, ms, aborted, time = new Date() }) {
  return `${JSON.stringify({
    time: time.toISOString(),
    method,
    path: pathOnly(target),
    status,
    bytes,
    ms: Math.round(ms * 10) / 10,
    ...(aborted ? { aborted: true } : {}),
  })}\n`;
}

/** Express middleware writing one access line per request when its response closes. */
export function accessLog(write = (line) => process.stdout.write(line)) {
  return (req, res, next) => {
    const started = performance.now();
    const socket = req.socket;
    const before = socket.bytesWritten;
    res.once("close", () => {
      write(accessLine({
        method: req.method,
        target: req.originalUrl ?? req.url,
        status: res.statusCode,
        bytes: socket.bytesWritten - before,
        ms: performance.now() - started,
        aborted: !res.writableFinished,
      }));
    });
    next();
  };
}
