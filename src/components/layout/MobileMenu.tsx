// The phone menu: a drawer with every section, its first varieties, and the call/quote actions.
// Its code loads the first time the menu is opened (see Header).
import Link from 'next/link';
import { Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'next-i18next/pages';
import { useCallLink } from '@/components/layout/business';
import { pathFor } from '@/routing/routes';
import type { Lang } from '@/i18n/languages';
import type { AccountSlot } from './slots';
import { mainNav } from '@/routing/nav';
import { MOBILE_VARIETIES, varietyHref, type MenuCategory } from '@/routing/menu';
import classes from './Header.module.css';

interface Props {
  lang: Lang;
  /** The header's product menu (from the page's layout data). */
  menu: MenuCategory[];
  opened: boolean;
  onClose: () => void;
  /** The path of the page shown now. */
  current: string;
  account: AccountSlot;
}

export default function MobileMenu({ lang, menu, opened, onClose, current, account }: Props) {
  const { t } = useTranslation('common');
  const call = useCallLink();
  const links = mainNav.map(({ id, labelKey }) => {
    const link = (
      <Link prefetch={false} href={pathFor(lang, id)} locale={false} className={classes.navLink} aria-current={current === pathFor(lang, id) ? 'page' : undefined} onClick={onClose}>
        {t(labelKey)}
      </Link>
    );
    const category = menu.find((c) => c.key === id);
    if (!category) return <div key={id}>{link}</div>;
    return (
      <div key={id}>
        {link}
        <ul className={classes.subList} aria-label={t('menu.varietiesOf', { name: t(labelKey) })}>
          {category.varieties.slice(0, MOBILE_VARIETIES).map((v) => (
            <li key={v.slug}>
              <Link prefetch={false} href={varietyHref(lang, category.key, v.slug)} locale={false} className={classes.subLink} onClick={onClose}>
                {v.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  });

  return (
    <Drawer opened={opened} onClose={onClose} id="mobile-menu" title={t('nav.menu')} position="right" size="xs" closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Stack component="nav" aria-label={t('nav.label')} gap={4}>
        {links}
        <Button component={Link} prefetch={false} href={pathFor(lang, 'quote')} locale={false} onClick={onClose} mt="md">
          {t('actions.getQuote')}
        </Button>
        <Button component="a" href={call.href} variant="outline" onClick={onClose}>
          {call.label}
        </Button>
        {account(onClose)}
      </Stack>
    </Drawer>
  );
}
