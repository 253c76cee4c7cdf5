/** One browser's push subscription as the push service knows it (RFC 8030, keys of RFC 8291). */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps a push for a device that is offline. */
  ttl: number;
  /** RFC 8030 §5.3: 'high' wakes a sleeping phone. */
  urgency: "normal" | "high";
}

/** Hands an encrypted, VAPID-signed push to the device's push service; answers the service's HTTP status. */
export interface PushTransport {
  send(device: PushDevice, payload: string, options: PushOptions): Promise<number>;
}

/** The application server's VAPID key pair (RFC 8292), base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}
