import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { Subscription } from 'relay-runtime';
import { useLocation, useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_SIZE, QUICK_SEARCH_SIZE } from '@shop/domain/constants';
import { canAutocomplete, isValidSearchTerm } from '@shop/domain/search';
import { useHref } from '../routing/catalog.js';
import { useRoutes } from '../routing/routes.js';
import { formatMoney } from '../format/numbers.js';
import { useI18n } from '../i18n/index.js';
import { notify } from '../notifications/store.js';
import { Icon } from './Icon.js';
import type * as Autocomplete from './autocomplete.js';
import type { Answer, Suggestion } from './autocomplete.js';
import './SearchBar.css';

/** Spec 9: the autocomplete waits this long after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const SEARCH_INPUT_ID = 'shell-search-input';

let autocomplete: Promise<typeof Autocomplete> | null = null;

/** The suggestions' code and query, asked once (and again after a failed load). */
function loadAutocomplete(): Promise<typeof Autocomplete> {
  autocomplete ??= import('./autocomplete.js').catch((error: unknown) => {
    autocomplete = null;
    throw error;
  });
  return autocomplete;
}

function isSmallScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;
}

/**
 * Spec 2.4, 4, 5, 9: the header's search with its autocomplete panel (ARIA combobox). Suggestions are
 * asked 300 ms after the last keystroke once the text has 2 non-space characters; a newer request
 * cancels the older one and only the latest answer is ever shown.
 */
export function SearchBar() {
  const { t, locale } = useI18n();
  const href = useHref();
  const routes = useRoutes();
  const navigate = useNavigate();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const id = useId();
  const listId = `${id}-list`;
  const [term, setTerm] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; subscription?: Subscription }>({});

  function cancelPending() {
    clearTimeout(pending.current.timer);
    pending.current.subscription?.unsubscribe();
    pending.current = {};
  }

  useEffect(() => cancelPending, []);

  // The search page's term shows in the field; leaving for another page does not clear what was typed.
  const onSearchPage = /\/recherche\/?$/.test(location.pathname);
  const pageTerm = onSearchPage ? (new URLSearchParams(location.search).get('searchTerm') ?? '') : null;
  useEffect(() => {
    if (pageTerm !== null) setTerm(pageTerm);
  }, [pageTerm]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function ask(value: string) {
    cancelPending();
    const request = ++latest.current;
    if (!canAutocomplete(value)) {
      setLoading(false);
      setAnswer(null);
      close();
      return;
    }
    setLoading(true);
    const failed = () => {
      if (request !== latest.current) return;
      setLoading(false);
      close();
      notify('danger', 'shell.search.serverError');
    };
    const mine = pending.current;
    mine.timer = setTimeout(() => {
      const size = isSmallScreen() ? QUICK_SEARCH_SIZE : AUTOCOMPLETE_SIZE;
      loadAutocomplete().then(({ suggestionsFor }) => {
        // Cancelled while the code came (a newer term, a reset, a submitted search).
        if (pending.current !== mine) return;
        mine.subscription = suggestionsFor(environment, value.trim(), size).subscribe({
          next(found) {
            if (request !== latest.current || !found) return;
            setAnswer(found);
            setLoading(false);
            setActive(-1);
            if (container.current?.contains(document.activeElement)) setOpen(true);
          },
          error: failed,
        });
      }, failed);
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  function onChange(value: string) {
    setTerm(value);
    ask(value);
  }

  function reset() {
    cancelPending();
    latest.current++;
    setTerm('');
    setAnswer(null);
    setLoading(false);
    close();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!isValidSearchTerm(term)) return;
    cancelPending();
    latest.current++;
    setLoading(false);
    close();
    input.current?.blur();
    // A new term replaces the search and clears its filters: nothing else in the URL.
    navigate(routes.Search(term));
  }

  function choose(suggestion: Suggestion) {
    reset();
    input.current?.blur();
    navigate(href(suggestion.path));
  }

  const suggestions = answer?.suggestions ?? [];
  const categories = suggestions.filter((s) => s.type === 'CATEGORY');
  const products = suggestions.filter((s) => s.type === 'PRODUCT');
  const ordered = [...categories, ...products];
  const expanded = open && answer !== null;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!answer || ordered.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : ordered.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return ordered.length - 1;
        if (next >= ordered.length) return -1;
        return next;
      });
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && ordered[active]) {
      event.preventDefault();
      choose(ordered[active]);
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function renderOption(suggestion: Suggestion, index: number) {
    const selected = index === active;
    return (
      <li
        key={`${suggestion.type}:${suggestion.slug}:${index}`}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        className={`search-bar__option search-bar__option--${suggestion.type.toLowerCase()}${
          selected ? ' search-bar__option--active' : ''
        }`}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => setActive(index)}
        onClick={() => choose(suggestion)}
      >
        {suggestion.type === 'PRODUCT' ? (
          <>
            <img
              className="search-bar__thumb"
              src={suggestion.image ?? '/media/placeholder/thumb.svg'}
              alt=""
              width={65}
              height={48}
              loading="lazy"
            />
            <span className="search-bar__label">{suggestion.label}</span>
            {suggestion.price ? (
              <span className="search-bar__price">{formatMoney(suggestion.price, locale)}</span>
            ) : null}
          </>
        ) : (
          <>
            <span className="search-bar__kind">{t('shell.search.inCategory')}</span>
            <span className="search-bar__label">{suggestion.label}</span>
          </>
        )}
      </li>
    );
  }

  return (
    <form
      ref={container}
      className="search-bar"
      role="search"
      onSubmit={submit}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t('shell.search.label')}
      </label>
      <div className="search-bar__field">
        <input
          ref={input}
          id={SEARCH_INPUT_ID}
          className="search-bar__input"
          type="search"
          name="searchTerm"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('shell.search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={term}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            // The suggestions' code comes while the shopper starts typing.
            void loadAutocomplete().catch(() => undefined);
            if (answer && canAutocomplete(term)) setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="search-bar__submit"
          disabled={!isValidSearchTerm(term)}
          aria-label={t('shell.search.submit')}
        >
          <Icon name="search" size={20} />
        </button>
      </div>
      <div className="search-bar__panel" hidden={!expanded}>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('shell.search.suggestions')}
          className="search-bar__list"
        >
          {ordered.map(renderOption)}
        </ul>
        {suggestions.length > 0 ? (
          <div className="search-bar__actions">
            <button type="button" className="button button--secondary" onClick={reset}>
              {t('shell.search.cancel')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => submit()}
              disabled={!isValidSearchTerm(term)}
            >
              {t('shell.search.showAll', { count: answer?.total ?? 0 })}
            </button>
          </div>
        ) : (
          <div className="search-bar__empty">
            <p>{t('shell.search.empty', { term: answer?.searchTerm ?? term })}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                close();
                input.current?.focus();
              }}
            >
              {t('shell.search.back')}
            </button>
          </div>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {loading && canAutocomplete(term)
          ? t('shell.search.loading')
          : expanded
            ? suggestions.length > 0
              ? t('shell.search.count', { count: suggestions.length })
              : t('shell.search.empty', { term: answer?.searchTerm ?? term })
            : ''}
      </p>
    </form>
  );
}
