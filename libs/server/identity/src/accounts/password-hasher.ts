import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  /** Verified against when no account matches, so that timing does not tell which emails exist. */
  private readonly decoy = hash('timekeep-decoy-password', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(hashed: string | null, password: string): Promise<boolean> {
    try {
      return await verify(hashed ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
