import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** How far the row's cut edge fades out, telling a phone user there is more to scroll to. */
const FADE = '2.5rem';

/**
 * A row of links between the sub-pages of an area; the current one underlined in the brand colour.
 * On a screen too narrow for the row it scrolls sideways: the current tab is brought into view and a
 * cut edge fades out.
 */
export function SectionTabs({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return;
    const measure = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    };
    const showCurrent = () => {
      const current = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current) return;
      const start = current.offsetLeft;
      if (start < row.scrollLeft || start + current.offsetWidth > row.scrollLeft + row.clientWidth) {
        row.scrollLeft = start - (row.clientWidth - current.offsetWidth) / 2;
      }
    };
    showCurrent();
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    // The links mark the current page themselves (no router hook here: it would split a chunk off every first load).
    const navigated = new MutationObserver(showCurrent);
    navigated.observe(row, { subtree: true, attributeFilter: ['aria-current'] });
    return () => {
      row.removeEventListener('scroll', measure);
      resized.disconnect();
      navigated.disconnect();
    };
  }, []);

  const mask = `linear-gradient(to right, ${more.before ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${more.after ? 'transparent' : 'black'})`;
  return (
    <HStack
      ref={ref}
      as="nav"
      aria-label={label}
      gap="1"
      borderBottomWidth="1px"
      mb="6"
      overflowX="auto"
      position="relative"
      scrollbarWidth="thin"
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
      style={more.before || more.after ? { maskImage: mask } : undefined}
    >
      {children}
    </HStack>
  );
}

export function SectionTab({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      px="3"
      py="2.5"
      mb="-1px"
      whiteSpace="nowrap"
      fontWeight="medium"
      color="fg.muted"
      borderBottomWidth="2px"
      borderColor="transparent"
      textDecoration="none"
      _hover={{ color: 'fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', borderColor: 'brand.solid' }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
    >
      <Link {...link}>{children}</Link>
    </ChakraLink>
  );
}
