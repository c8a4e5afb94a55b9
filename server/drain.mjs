/**
 * Stopping without losing a request.
 *
 * remix-serve closes its server on SIGTERM, and Node's http.Server#close
 * also destroys every connection it counts as idle: that includes a
 * connection accepted a moment ago whose request has not been read yet, and
 * under load that is most of them (the issue measured 37 of 40 planner PDFs
 * reset). Connections still waiting in the socket's backlog are reset when
 * the listening socket closes. So a stop here goes in three steps:
 *
 * 1. Draining, for `graceMs`: everything is served as before, except that
 *    /healthz answers 503 "draining" (the server's load context tells the
 *    route) so a balancer stops sending, and every response says
 *    `Connection: close`, so no client reuses a connection to this process.
 *    The listening socket stays open: whatever reaches its backlog is
 *    accepted and served.
 * 2. Closed: after the grace period the server connects to itself. Node
 *    accepts one connection per turn of its event loop, and a busy loop
 *    turns slowly, so the backlog can hold many; it is first in, first out,
 *    so once this probe is accepted everything that arrived before it has
 *    been. At that moment the listening socket is closed with net.Server's
 *    own close (the documented base method: it stops accepting and leaves
 *    every connection open; http.Server's close would also destroy
 *    connections whose request is not read yet), so every request accepted,
 *    read or not, is answered. A client that connects later is refused (or
 *    reset, if it slipped in behind the probe), which a balancer retries
 *    elsewhere.
 * 3. Done: once no request is in flight, and every connection without a
 *    request has had `lingerMs` and two turns of the event loop to deliver
 *    one, the remaining idle connections are closed and the process exits 0.
 *    At `deadlineMs` after the signal it exits 1 with whatever is left,
 *    inside the 10 s a container engine waits before SIGKILL.
 */
import net from "node:net";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves in the event loop's check phase: its poll phase (accepting, reading) has just run. */
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Closes the listening socket once every connection that reached its backlog
 * before now has been accepted (step 2 above); by `until` (ms, performance
 * clock) at the latest.
 * @param {import("node:net").Server} server
 */
function closeBehindBacklog(server, until) {
  return new Promise((resolve) => {
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      server.off("connection", onConnection);
      net.Server.prototype.close.call(server);
      probe.destroy();
      resolve(undefined);
    };
    const address = /** @type {import("node:net").AddressInfo} */ (server.address());
    const host = address.address === "::" || address.address === "0.0.0.0" ? "127.0.0.1" : address.address;
    const probe = net.connect({ port: address.port, host });
    probe.on("error", () => setImmediate(close));
    /** @param {import("node:net").Socket} socket */
    const onConnection = (socket) => {
      if (socket.remotePort !== probe.localPort || socket.remoteAddress !== probe.localAddress) return;
      close();
      socket.destroy();
    };
    server.on("connection", onConnection);
    const timer = setTimeout(close, Math.max(0, until - performance.now()));
  });
}

export class Drain {
  /** @param {import("node:http").Server} server  @param {(line: string) => void} log */
  constructor(server, log = (line) => process.stderr.write(`[server] ${line}\n`)) {
    this.server = server;
    this.log = log;
    /** True from the stop signal on: /healthz answers 503. */
    this.draining = false;
    /** @type {Promise<number> | undefined} */
    this.stopping = undefined;
    /** @type {Set<import("node:http").ServerResponse>} */
    this.inFlight = new Set();
    /** Turns of the event loop counted while finishing (step 3). */
    this.turn = 0;
    /**
     * Open connections with no request in progress, since when (ms and turn):
     * new ones, and kept-alive ones between requests.
     * @type {Map<import("node:net").Socket, { at: number, turn: number }>}
     */
    this.waiting = new Map();
    server.on("connection", (socket) => {
      this.waiting.set(socket, { at: performance.now(), turn: this.turn });
      socket.once("close", () => this.waiting.delete(socket));
    });
    // Registered before the site's own listener, so the header is set before anything is sent.
    server.prependListener("request", (req, res) => {
      this.inFlight.add(res);
      this.waiting.delete(req.socket);
      if (this.draining) res.setHeader("Connection", "close");
      res.once("close", () => {
        this.inFlight.delete(res);
        if (!req.socket.destroyed) this.waiting.set(req.socket, { at: performance.now(), turn: this.turn });
      });
    });
  }

  /**
   * Drains and stops; resolves with the exit code (0: every request answered).
   * @param {{ graceMs: number, deadlineMs: number, lingerMs?: number, reason?: string }} options
   */
  stop({ graceMs, deadlineMs, lingerMs = 250, reason = "stop" }) {
    if (this.stopping) return this.stopping;
    const started = performance.now();
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    this.log(`${reason}: draining (/healthz answers 503); no longer accepting in ${graceMs} ms`);
    this.stopping = (async () => {
      await sleep(graceMs);
      const end = started + deadlineMs;
      await closeBehindBacklog(this.server, end);
      this.log(`no longer accepting; finishing ${this.inFlight.size} request(s) in flight`);
      while (performance.now() < end) {
        await sleep(20);
        await afterPoll();
        this.turn++;
        const now = performance.now();
        const mayStillAsk = [...this.waiting.values()].some((w) => now - w.at < lingerMs || this.turn - w.turn < 2);
        if (this.inFlight.size === 0 && !mayStillAsk) break;
      }
      const left = this.inFlight.size;
      this.server.closeAllConnections();
      const ms = Math.round(performance.now() - started);
      if (left === 0) {
        this.log(`stopped after ${ms} ms, every request answered`);
        return 0;
      }
      this.log(`stopped at the ${deadlineMs} ms deadline with ${left} request(s) unfinished`);
      return 1;
    })();
    return this.stopping;
  }
}
