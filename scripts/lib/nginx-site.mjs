/**
 * Runs deploy/nginx.conf with Debian's nginx on this machine, no container
 * engine: the replica test and the bench use it. The configuration is the
 * deployed file itself, with only its addresses and its folder replaced
 * (listen 8080, app1:3000, app2:3000, /var/cache/nginx), so what is tested
 * is what is deployed; pid, user and daemon come from the command line.
 */
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const NGINX_CONF = "deploy/nginx.conf";

export function findNginx() {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
}

/**
 * deploy/nginx.conf with this machine's addresses.
 * @param {{ listen: string, upstreams: [string, string], dir: string, workers?: number }} options
 */
export function siteNginxConfig({ listen, upstreams, dir, workers }) {
  let text = readFileSync(NGINX_CONF, "utf8");
  const swap = (from, to) => {
    if (!text.includes(from)) throw new Error(`${NGINX_CONF} no longer contains "${from}": update scripts/lib/nginx-site.mjs`);
    text = text.split(from).join(to);
  };
  swap("listen 8080;", `listen ${listen};`);
  swap("server app1:3000 ", `server ${upstreams[0]} `);
  swap("server app2:3000 ", `server ${upstreams[1]} `);
  swap("/var/cache/nginx/", `${dir}/`);
  if (workers) swap("worker_processes auto;", `worker_processes ${workers};`);
  return text;
}

/**
 * Writes the configuration into `dir` and starts nginx in the foreground.
 * Its stdout (the access log) and stderr (critical errors) go to files in
 * `dir`, `stdout.log` and `stderr.log`: nginx opens /dev/stdout by name,
 * which works for a file or a pipe but not for the socket Node would give it.
 * @param {{ nginx: string, dir: string, listen: string, upstreams: [string, string], workers?: number }} options
 */
export function startSiteNginx({ nginx, dir, listen, upstreams, workers }) {
  mkdirSync(dir, { recursive: true });
  // When run as root, the workers run as root too (they write the cache under dir); as anyone else,
  // as that user, and nginx ignores `user`.
  chmodSync(dir, 0o755);
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, siteNginxConfig({ listen, upstreams, dir, workers }));
  const global = `daemon off; pid ${join(dir, "nginx.pid")};${process.getuid?.() === 0 ? " user root;" : ""}`;
  const stdio = ["ignore", openSync(join(dir, "stdout.log"), "a"), openSync(join(dir, "stderr.log"), "a")];
  return { child: spawn(nginx, ["-p", dir, "-c", conf, "-g", global], { stdio }), stdout: join(dir, "stdout.log"), stderr: join(dir, "stderr.log") };
}
