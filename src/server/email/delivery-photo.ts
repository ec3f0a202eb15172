// The "delivered" e-mail (issue 46) carries a photo of the drop, made when the e-mail is sent from
// the private copy its payload names (services/delivery-proofs.ts) and turned into a JPEG, which
// every mail program shows (WebP is not shown by all). The outbox row stays small.
import sharp from 'sharp';
import type { Lang } from '@/i18n/languages';
import { quoteNumber } from '@/domain/quote-number';
import { translate } from '@/server/i18n/translate';
import { deliveryProofKey } from '@/server/services/delivery-proofs';
import { photoStore } from '@/server/storage/photo-store';
import type { PhotoStore } from '@/server/storage/store';
import type { OrderEmail } from '@emails/registry';
import { SendError, type EmailAttachment } from './transport';

/** The photo an order e-mail takes along (none for other templates, or an e-mail without one). */
export async function deliveryPhotoAttachments(template: string, lang: Lang, payload: unknown, store: PhotoStore = photoStore()): Promise<EmailAttachment[]> {
  if (template !== 'order-status' || !payload || typeof payload !== 'object') return [];
  const order = payload as Partial<OrderEmail>;
  const delivery = order.delivery;
  if (delivery?.outcome !== 'DELIVERED' || !delivery.photo || typeof order.quoteId !== 'string') return [];
  const copy = await store.get(deliveryProofKey(delivery.photo.id, delivery.photo.width, 'webp'));
  // The e-mail says a photo is attached: without it, it is never sent, and shows as failed.
  if (!copy) throw new SendError(`No delivery photo ${delivery.photo.id} to attach`, true);
  const jpeg = await sharp(copy).jpeg({ quality: 82 }).toBuffer();
  return [{ filename: `${translate(lang, 'orders:email.photoFile', { number: quoteNumber(order.quoteId) })}.jpg`, contentType: 'image/jpeg', content: jpeg }];
}
