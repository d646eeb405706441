/**
 * Part 2 §5: generated passwords are 12 characters from 70 (letters, digits and !@#$%^&*).
 * Each character comes from one random byte by rejection sampling: bytes from 210 up (the part
 * of 0–255 that 70 does not divide evenly) are drawn again, so every character is exactly
 * equally likely; `byte % 70` alone would favour the first 46 characters.
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const PASSWORD_LENGTH = 12;

/** Bytes 0 … ACCEPT_BELOW − 1 map evenly onto the alphabet (3 bytes per character). */
export const ACCEPT_BELOW = 256 - (256 % PASSWORD_ALPHABET.length);

/** Fills the array with random bytes and returns it (crypto.getRandomValues in the browser). */
export type RandomBytes = (buffer: Uint8Array) => Uint8Array;

const secureRandom: RandomBytes = (buffer) => crypto.getRandomValues(buffer);

export function generatePassword(random: RandomBytes = secureRandom, length: number = PASSWORD_LENGTH): string {
  let password = '';
  while (password.length < length) {
    // Draw a few more bytes than needed: about 18% are rejected.
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= ACCEPT_BELOW) continue;
      password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      if (password.length === length) break;
    }
  }
  return password;
}
