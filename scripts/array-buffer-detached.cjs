// ArrayBuffer.prototype.detached (ES2024) for Node 20, which lacks it; loaded by `npm run dev`
// only (scripts/dev.ts). React's development server renderer checks a written empty chunk with it
// (every empty attribute, such as alt="", is one) and, without it, warns in the terminal that
// the environment cannot tell an empty buffer from a detached one. Node 22 has it natively.
// Per the specification: a detached buffer has no bytes, and slice() refuses it with a TypeError.
'use strict';
if (!Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')) {
  const byteLength = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength').get;
  const slice = ArrayBuffer.prototype.slice;
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    enumerable: false,
    get() {
      // Also throws a TypeError for a `this` that is not an ArrayBuffer, as the built-in does.
      if (byteLength.call(this) !== 0) return false;
      try {
        slice.call(this, 0, 0);
        return false;
      } catch {
        return true;
      }
    },
  });
}
