// A TCP proxy between the server and PostgreSQL that reads the wire protocol both ways and records
// every statement the server executes: its SQL, its parameters, whether it ran as a named (prepared)
// statement, and the rows it returned. The capture of bench/pgbench/generate.js runs the server
// through it, so the pgbench scripts hold exactly what the code sends, with no hook in the server.
import net from 'node:net';

const cstring = (buffer, offset) => {
  const end = buffer.indexOf(0, offset);
  return [buffer.toString('utf8', offset, end), end + 1];
};

/** Splits a byte stream into protocol messages; `untyped` messages (startup) have no type byte. */
function messageReader(onMessage, untypedFirst) {
  let pending = Buffer.alloc(0);
  let untyped = untypedFirst;
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const head = untyped ? 0 : 1;
      if (pending.length < head + 4) return;
      const length = pending.readInt32BE(head);
      if (pending.length < head + length) return;
      const type = untyped ? '' : String.fromCharCode(pending[0]);
      const body = pending.subarray(head + 4, head + length);
      pending = pending.subarray(head + length);
      // An SSL or GSS encryption request is followed by another untyped startup message.
      if (untyped) untyped = body.length === 4 && (body.readInt32BE(0) === 80877103 || body.readInt32BE(0) === 80877104);
      onMessage(type, body);
    }
  };
}

/**
 * One server connection's protocol state. Responses arrive in the order of the requests that cause
 * them, so a queue of those requests assigns each response to its statement.
 */
class Connection {
  constructor(id, onStatement) {
    this.id = id;
    this.onStatement = onStatement;
    this.statements = new Map(); // statement name ('' unnamed) → { sql, types, fields }
    this.portals = new Map(); // portal name → execution
    this.queue = []; // requests awaiting their response: { kind, … }
    this.failed = false;
  }

  frontend(type, body) {
    let offset = 0;
    const string = () => {
      const [value, next] = cstring(body, offset);
      offset = next;
      return value;
    };
    switch (type) {
      case 'P': {
        const name = string();
        const sql = string();
        const count = body.readInt16BE(offset);
        const types = Array.from({ length: count }, (_, i) => body.readInt32BE(offset + 2 + 4 * i));
        this.statements.set(name, { sql, types, fields: this.statements.get(name)?.sql === sql ? this.statements.get(name).fields : undefined });
        this.queue.push({ kind: 'parse' });
        break;
      }
      case 'B': {
        const portal = string();
        const name = string();
        const formatCount = body.readInt16BE(offset);
        const formats = Array.from({ length: formatCount }, (_, i) => body.readInt16BE(offset + 2 + 2 * i));
        offset += 2 + 2 * formatCount;
        const count = body.readInt16BE(offset);
        offset += 2;
        const params = [];
        for (let i = 0; i < count; i++) {
          const length = body.readInt32BE(offset);
          offset += 4;
          const binary = (formats.length === 1 ? formats[0] : formats[i]) === 1;
          params.push(length < 0 ? null : binary ? { binary: body.subarray(offset, offset + length).toString('hex') } : body.toString('utf8', offset, offset + length));
          if (length > 0) offset += length;
        }
        this.portals.set(portal, { name, params });
        this.queue.push({ kind: 'bind' });
        break;
      }
      case 'D': {
        const what = String.fromCharCode(body[0]);
        const [name] = cstring(body, 1);
        this.queue.push({ kind: 'describe', statement: what === 'S' ? name : this.portals.get(name)?.name });
        break;
      }
      case 'E': {
        const [portalName] = cstring(body, 0);
        const portal = this.portals.get(portalName);
        const statement = this.statements.get(portal?.name ?? '');
        this.queue.push({ kind: 'execute', record: { connection: this.id, sql: statement?.sql, prepared: portal?.name !== '', params: portal?.params ?? [], types: statement?.types ?? [], statement, rows: [] } });
        break;
      }
      case 'Q': {
        const [sql] = cstring(body, 0);
        this.queue.push({ kind: 'query', record: { connection: this.id, sql, prepared: false, simple: true, params: [], types: [], rows: [] } });
        break;
      }
      case 'S':
        this.queue.push({ kind: 'sync' });
        break;
      case 'C':
        this.queue.push({ kind: 'close' });
        break;
      default: // Flush, Terminate, password and copy messages: no response of their own to match.
    }
  }

  backend(type, body) {
    const head = this.queue[0];
    if (type === 'E') {
      // An error ends the current statement; an extended-protocol error skips every request up to the Sync.
      if (head?.kind === 'query') return void (head.record.error = true);
      while (this.queue.length && this.queue[0].kind !== 'sync') {
        const skipped = this.queue.shift();
        if (skipped.kind === 'execute') this.onStatement({ ...skipped.record, error: true });
      }
      return;
    }
    if (!head) return; // start-up, notices, parameter status
    switch (type) {
      case '1': // ParseComplete
      case '2': // BindComplete
      case '3': // CloseComplete
        this.queue.shift();
        break;
      case 'T': {
        const fields = readFields(body);
        if (head.kind === 'describe') {
          const statement = this.statements.get(head.statement ?? '');
          if (statement) statement.fields = fields;
          this.queue.shift();
        } else if (head.kind === 'query') head.record.fields = fields;
        break;
      }
      case 'n': // NoData
        if (head.kind === 'describe') this.queue.shift();
        break;
      case 'D': {
        if (head.kind !== 'execute' && head.kind !== 'query') break;
        const count = body.readInt16BE(0);
        const values = [];
        let offset = 2;
        for (let i = 0; i < count; i++) {
          const length = body.readInt32BE(offset);
          offset += 4;
          values.push(length < 0 ? null : body.toString('utf8', offset, offset + length));
          if (length > 0) offset += length;
        }
        head.record.rows.push(values);
        break;
      }
      case 'C': // CommandComplete
      case 'I': // EmptyQueryResponse
      case 's': // PortalSuspended
        if (head.kind === 'execute') {
          this.queue.shift();
          const { statement, ...record } = head.record;
          this.onStatement({ ...record, fields: statement?.fields?.map((f) => f.name) ?? [] });
        } else if (head.kind === 'query') {
          const { fields, ...record } = head.record;
          this.onStatement({ ...record, fields: fields?.map((f) => f.name) ?? [] });
          head.record = { ...record, rows: [], fields: undefined };
        }
        break;
      case 'Z': // ReadyForQuery
        if (head.kind === 'sync' || head.kind === 'query') this.queue.shift();
        break;
      default:
    }
  }
}

function readFields(body) {
  const count = body.readInt16BE(0);
  const fields = [];
  let offset = 2;
  for (let i = 0; i < count; i++) {
    const [name, next] = cstring(body, offset);
    fields.push({ name, type: body.readInt32BE(next + 6) });
    offset = next + 18;
  }
  return fields;
}

/**
 * Listens on a free port of 127.0.0.1 and forwards to `target` (host, port). `onStatement` receives
 * every statement executed, in the order their results arrive, as
 * { connection, sql, prepared, simple?, params, types, fields, rows, error? }.
 */
export async function startProxy(target, onStatement) {
  let connections = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const state = new Connection(++connections, onStatement);
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    const readFrontend = messageReader((type, body) => state.frontend(type, body), true);
    const readBackend = messageReader((type, body) => state.backend(type, body), false);
    client.on('data', (chunk) => {
      readFrontend(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      // The answer to an SSL request is one byte, not a message: postgres.js sends none without `ssl`.
      readBackend(chunk);
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
