// A small HTTP load balancer for tests, behaving like deploy/nginx.conf: round robin over the instances;
// an instance that can't be reached (connection refused or dropped before it answered) or answers 503
// (starting or stopping) is skipped for
// `downForMs` and the request goes to the next one, so clients see no error while one instance dies.
// Request bodies are read whole first (the API's are small), which is what makes a retry possible.
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Upstream {
  host: string;
  port: number;
}

export interface BalancerStats {
  /** requests answered by an upstream */
  answered: number;
  /** attempts that failed to reach an upstream and were tried on the next */
  retried: number;
  /** requests no upstream could answer (502) */
  failed: number;
  /** answers per upstream port */
  byUpstream: Map<number, number>;
}

export class Balancer {
  readonly stats: BalancerStats = { answered: 0, retried: 0, failed: 0, byUpstream: new Map() };
  private server: Server | null = null;
  private next = 0;
  private readonly downUntil = new Map<number, number>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(private readonly upstreams: Upstream[], private readonly downForMs = 5_000) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.forward(req, Buffer.concat(chunks), 0).then(
          (answer) => {
            res.writeHead(answer.status, answer.headers);
            res.end(answer.body);
          },
          () => {
            this.stats.failed++;
            res.writeHead(502, { "content-type": "text/plain" });
            res.end("no instance answered");
          },
        );
      });
    });
    await new Promise<void>((done) => this.server!.listen(0, "127.0.0.1", done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((done) => (this.server ? this.server.close(() => done()) : done()));
    this.server?.closeAllConnections();
  }

  private pick(): Upstream {
    const now = Date.now();
    for (let i = 0; i < this.upstreams.length; i++) {
      const candidate = this.upstreams[this.next++ % this.upstreams.length];
      if ((this.downUntil.get(candidate.port) ?? 0) <= now) return candidate;
    }
    return this.upstreams[this.next++ % this.upstreams.length]; // all marked down: try anyway
  }

  private async forward(req: IncomingMessage, body: Buffer, attempt: number): Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }> {
    const upstream = this.pick();
    try {
      const answer = await this.send(upstream, req, body);
      // like nginx's proxy_next_upstream http_503: an instance not ready (starting, stopping) passes the request on
      if (answer.status === 503 && attempt + 1 < this.upstreams.length * 2) throw new Error("upstream not ready");
      this.stats.answered++;
      this.stats.byUpstream.set(upstream.port, (this.stats.byUpstream.get(upstream.port) ?? 0) + 1);
      return answer;
    } catch (error) {
      this.downUntil.set(upstream.port, Date.now() + this.downForMs);
      if (attempt + 1 >= this.upstreams.length * 2) throw error;
      this.stats.retried++;
      return this.forward(req, body, attempt + 1);
    }
  }

  private send(upstream: Upstream, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "", "content-length": String(body.length) };
      delete headers.connection;
      const out = httpRequest({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent: this.agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && k !== "connection" && k !== "keep-alive" && k !== "transfer-encoding") answerHeaders[k] = v;
          resolve({ status: res.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
        res.on("aborted", () => reject(new Error("upstream dropped the answer")));
      });
      out.on("timeout", () => out.destroy(new Error("upstream timed out")));
      out.on("error", reject);
      out.end(body);
    });
  }
}
