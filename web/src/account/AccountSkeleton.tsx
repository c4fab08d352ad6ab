import './AccountSkeleton.css';

/** The account pages' shape while their query and code load: side menu, title, content. */
export function AccountSkeleton() {
  return (
    <div className="page account-skeleton" aria-busy="true">
      <div className="skeleton account-skeleton__menu" />
      <div>
        <div className="skeleton skeleton--title" />
        <div className="skeleton account-skeleton__block" />
      </div>
    </div>
  );
}
