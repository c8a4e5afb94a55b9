/**
 * The server's own parts (server/): the access log keeps no query, and a stop
 * answers every request that reached the process, even those that waited in
 * the socket's backlog while the event loop was busy. The built site under
 * load is tested in tests/e2e/server.spec.ts; the warning for a missing
 * SITE_URL here and there.
 */
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { siteUrlWarning } from "~/content/site.server";
import { accessLine, pathOnly } from "../../server/access-log.mjs";
import { Drain } from "../../server/drain.mjs";

describe("the access log", () => {
  it("keeps the path and drops the whole query", () => {
    expect(pathOnly("/tools/rent-review?start=2024-06-01&rent=987654")).toBe("/tools/rent-review");
    expect(pathOnly("/buying/plan.pdf?income=987654?again=987654")).toBe("/buying/plan.pdf");
    expect(pathOnly("/privacy")).toBe("/privacy");
    expect(pathOnly(`/${"a".repeat(900)}`)).toHaveLength(500);
  });

  it("writes one JSON line with the method, path, status, bytes and time, and escapes a hostile path", () => {
    const line = accessLine({ method: "GET", target: "/x\n{\"forged\":1}?rent=987654", status: 404, bytes: 1234, ms: 12.345, aborted: false, time: new Date("2026-01-02T03:04:05Z") });
    expect(line.endsWith("\n")).toBe(true);
    expect(line.trim().split("\n")).toHaveLength(1);
    expect(JSON.parse(line)).toEqual({ time: "2026-01-02T03:04:05.000Z", method: "GET", path: "/x\n{\"forged\":1}", status: 404, bytes: 1234, ms: 12.3 });
    expect(line).not.toContain("987654");
    expect(JSON.parse(accessLine({ method: "GET", target: "/", status: 200, bytes: 0, ms: 1, aborted: true }))).toMatchObject({ aborted: true });
  });
});

describe("the SITE_URL warning", () => {
  it("is given in production when SITE_URL is missing or not an http(s) address, never otherwise", () => {
    expect(siteUrlWarning({ NODE_ENV: "production" })).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL: " " })).toMatch(/^SITE_URL is not set/);
    expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL: "www.example.ie" })).toMatch(/is not an http\(s\) address/);
    expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL: "https://www.example.ie" })).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: "development" })).toBeNull();
    expect(siteUrlWarning({})).toBeNull();
  });
});

describe("a stop", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  /** A server with the drain, answering every request after `delayMs`. */
  async function serve(delayMs: number) {
    const lines: string[] = [];
    server = createServer();
    const drain = new Drain(server, (line: string) => lines.push(line));
    server.on("request", (_req, res) => setTimeout(() => res.end("answered"), delayMs));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { drain, lines, port: (server.address() as AddressInfo).port };
  }

  /**
   * Clients in a worker thread, which keeps running while this thread is
   * blocked: `count` requests on fresh connections, then each one's status
   * (or error code). `sent` counts the requests written.
   */
  function clients(port: number, count: number) {
    const sent = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      `const http = require("node:http");
       const { workerData: { port, count, sent }, parentPort } = require("node:worker_threads");
       Promise.all(Array.from({ length: count }, () => new Promise((resolve) => {
         const req = http.get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
           res.resume();
           res.on("end", () => resolve(String(res.statusCode) + (res.headers.connection === "close" ? " close" : "")));
         });
         req.on("socket", (socket) => socket.on("connect", () => Atomics.add(sent, 0, 1)));
         req.on("error", (error) => resolve(error.code));
       }))).then((results) => parentPort.postMessage(results));`,
      { eval: true, workerData: { port, count, sent } },
    );
    const results = new Promise<string[]>((resolve) => worker.once("message", resolve));
    return { sent, results: results.finally(() => worker.terminate()) };
  }

  const refused = (port: number) =>
    new Promise<string>((resolve) => {
      const req = get({ host: "127.0.0.1", port, path: "/", agent: false });
      req.on("response", () => resolve("answered"));
      req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });

  it("answers the requests that waited in the backlog while the event loop was busy, then refuses new ones", async () => {
    const { drain, lines, port } = await serve(20);
    const count = 20;
    const stopped = drain.stop({ graceMs: 50, deadlineMs: 8000, lingerMs: 50, reason: "SIGTERM" });
    expect(drain.draining).toBe(true);
    const { sent, results } = clients(port, count);
    // Busy for longer than the grace period, as a server rendering under load is: the clients
    // connect meanwhile, so their connections wait in the backlog until the loop is free.
    const until = performance.now() + 5000;
    while (Atomics.load(sent, 0) < count && performance.now() < until) { /* busy */ }
    const busyUntil = performance.now() + 200;
    while (performance.now() < busyUntil) { /* still busy past the grace period */ }
    expect(Atomics.load(sent, 0)).toBe(count);

    const answers = await results;
    expect(answers).toEqual(Array.from({ length: count }, () => "200 close"));
    expect(await stopped).toBe(0);
    expect(await refused(port)).toBe("ECONNREFUSED");
    expect(lines.at(-1)).toMatch(/every request answered/);
  });

  it("finishes requests in flight at the signal, telling their clients not to reuse the connection", async () => {
    const { drain, port } = await serve(400);
    const { sent, results } = clients(port, 10);
    while (Atomics.load(sent, 0) < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const code = await drain.stop({ graceMs: 0, deadlineMs: 8000, lingerMs: 50 });
    expect(code).toBe(0);
    expect(await results).toEqual(Array.from({ length: 10 }, () => "200 close"));
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("gives up at the deadline with the code 1 when a request outlives it", async () => {
    const { drain, lines, port } = await serve(3000);
    const { sent, results } = clients(port, 1);
    while (Atomics.load(sent, 0) < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await drain.stop({ graceMs: 0, deadlineMs: 300 })).toBe(1);
    expect(lines.at(-1)).toMatch(/deadline with 1 request\(s\) unfinished/);
    expect(await results).toEqual(["ECONNRESET"]);
  });
});
