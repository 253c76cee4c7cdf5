import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE } from "../../shared/common/constants";
import { HttpError } from "../lib/http-errors";

/**
 * The body of an upload, counted as it streams in: beyond the limit the rest is drained unread and the
 * answer is 413, whatever Content-Length claimed. The bytes, not the Content-Type, decide what the file is.
 */
export function readUploadBody(
  request: FastifyRequest,
  payload: Readable,
  done: (error: Error | null, body?: Buffer) => void,
) {
  if (Number(request.headers["content-length"]) > UPLOAD_MAX_BYTES) {
    payload.resume();
    done(new HttpError(413, UPLOAD_TOO_LARGE));
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  const stop = () => {
    payload.off("data", onData);
    payload.off("end", onEnd);
    payload.off("error", onError);
  };
  function onData(chunk: Buffer) {
    received += chunk.length;
    if (received > UPLOAD_MAX_BYTES) {
      stop();
      payload.resume();
      done(new HttpError(413, UPLOAD_TOO_LARGE));
      return;
    }
    chunks.push(chunk);
  }
  function onEnd() {
    stop();
    done(null, Buffer.concat(chunks, received));
  }
  function onError(error: Error) {
    stop();
    done(error);
  }
  payload.on("data", onData);
  payload.on("end", onEnd);
  payload.on("error", onError);
}
