// The header's section buttons and the 'Markete Git' button (the spec's screens): on /
// a section button scrolls to its section; elsewhere it goes to / first and
// scrolls 100 ms after arrival. 'Markete Git' scrolls 150 px, 300 ms after /urunler opens.
// Links keep real hrefs (/#section, /urunler), so they work before this script runs.
const SECTION_KEY = 'shop:scroll-to-section';
const OFFSET_KEY = 'shop:scroll-by';

const onHome = () => location.pathname === '/' || location.pathname === '';

function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // A smooth scroll can stop short (seen in Chromium on long pages): land exactly when it ends.
  const settle = () => {
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    if (Math.abs(section.getBoundingClientRect().top - margin) > 4)
      section.scrollIntoView({ behavior: 'instant', block: 'start' });
  };
  if ('onscrollend' in window) window.addEventListener('scrollend', settle, { once: true });
  else setTimeout(settle, 1200);
}

function take(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

function keep(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: the link's own href still takes the visitor there.
  }
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const section = target?.closest<HTMLElement>('[data-section]');
  if (section?.dataset.section) {
    event.preventDefault();
    if (onHome()) return scrollToSection(section.dataset.section);
    keep(SECTION_KEY, section.dataset.section);
    location.assign('/');
    return;
  }
  const offset = target?.closest<HTMLElement>('[data-scroll-after]');
  if (offset?.dataset.scrollAfter) keep(OFFSET_KEY, offset.dataset.scrollAfter);
});

const pendingSection = take(SECTION_KEY);
if (pendingSection && onHome()) setTimeout(() => scrollToSection(pendingSection), 100);
const pendingOffset = Number(take(OFFSET_KEY));
if (pendingOffset > 0) setTimeout(() => window.scrollBy({ top: pendingOffset, behavior: 'smooth' }), 300);
