// A TCP proxy on loopback for fault tests: while off it refuses connections (nothing accepts them:
// the listening socket is closed), while on it forwards them to the target; `cut()` drops every open
// connection at once.
import { createServer, connect, type Server, type Socket } from "node:net";

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number, private readonly target: { host: string; port: number }) {}

  get on(): boolean {
    return this.server !== null;
  }

  async switchOn(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((done, fail) => {
      server.once("error", fail);
      server.listen(this.port, "127.0.0.1", done);
    });
    this.server = server;
  }

  cut(): void {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  async switchOff(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.cut();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }
}
