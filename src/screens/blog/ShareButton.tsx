import { Button } from '@mantine/core';
import { showToast } from '@/lib/toast';
import { useTranslation } from 'next-i18next/pages';

/**
 * Shares the current article: the system share sheet where the browser has one (phones),
 * otherwise copies the link and says so.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('pages');

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t('blog.linkCopied'), message: t('blog.linkCopiedText'), color: 'turf' });
    } catch {
      showToast({ title: t('blog.share'), message: t('blog.copyFailed'), color: 'red' });
    }
  }

  return (
    <Button variant="outline" onClick={share} leftSection={<ShareIcon />}>
      {t('blog.share')}
    </Button>
  );
}

function ShareIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
