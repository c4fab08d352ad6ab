import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { HomeBlocks_content$key } from '../../__generated__/HomeBlocks_content.graphql.js';
import { ContentLink } from '../../components/ContentLink.js';
import { useT } from '../../i18n/index.js';
import { useHref } from '../../routing/catalog.js';

/** A picture of the content below the fold: sized by its own dimensions, loaded as it nears the screen. */
function Picture({
  image,
  className,
  decorative = false,
}: {
  image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number };
  className: string;
  /** Inside a link named by its text: the picture adds nothing to say. */
  decorative?: boolean;
}) {
  return (
    <img
      className={className}
      src={image.url}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The home page's marketing blocks below the slider (spec 2.1, 3 "Marketing content"), each left
 * out when the content has none: the universes (large links into the catalogue), the featured
 * blocks, the category tiles (a tile whose category the region lacks is left out) and the free
 * text sections (HTML sanitised by the gateway).
 */
export function HomeBlocks({ content: key }: { content: HomeBlocks_content$key }) {
  const t = useT();
  const href = useHref();
  const content = useFragment(
    graphql`
      fragment HomeBlocks_content on HomeContent {
        universes {
          id
          title
          text
          image {
            url
            alt
            width
            height
          }
          # Read by ContentLink.
          # eslint-disable-next-line relay/unused-fields
          link {
            url
            external
          }
        }
        featuredBlocks {
          id
          title
          descriptionHtml
          buttonLabel
          # Read by ContentLink.
          # eslint-disable-next-line relay/unused-fields
          link {
            url
            external
          }
          image {
            url
            alt
            width
            height
          }
        }
        categoryTiles {
          id
          title
          image {
            url
            alt
            width
            height
          }
          category {
            id
            slug
            parentSlugs
          }
        }
        sectionBlocks {
          id
          title
          html
        }
      }
    `,
    key,
  );
  const tiles = content.categoryTiles.flatMap((tile) =>
    tile.category ? [{ ...tile, path: [...tile.category.parentSlugs, tile.category.slug].join('/') }] : [],
  );
  return (
    <>
      {content.universes.length > 0 ? (
        <section className="home__section home-universes" aria-labelledby="home-universes">
          <h2 id="home-universes" className="home__title">
            {t('marketing.home.universes')}
          </h2>
          <ul className="home-universes__list">
            {content.universes.map((universe) => (
              <li key={universe.id}>
                <ContentLink link={universe.link} className="home-universe">
                  <Picture image={universe.image} className="home-universe__image" decorative />
                  <span className="home-universe__title">{universe.title}</span>
                  {universe.text ? <span className="home-universe__text">{universe.text}</span> : null}
                </ContentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.featuredBlocks.length > 0 ? (
        <section className="home__section home-featured" aria-labelledby="home-featured">
          <h2 id="home-featured" className="home__title">
            {t('marketing.home.featured')}
          </h2>
          <div className="home-featured__list">
            {content.featuredBlocks.map((block) => (
              <article key={block.id} className="home-featured__block">
                {block.image ? <Picture image={block.image} className="home-featured__image" /> : null}
                <div className="home-featured__body">
                  <h3 className="home-featured__title">{block.title}</h3>
                  {block.descriptionHtml ? (
                    <div
                      className="home-featured__text"
                      dangerouslySetInnerHTML={{ __html: block.descriptionHtml }}
                    />
                  ) : null}
                  {block.link ? (
                    <ContentLink link={block.link} className="button button--secondary">
                      {block.buttonLabel || block.title}
                    </ContentLink>
                  ) : null}
                </div>
              </article>
            ))}
          </div>
        </section>
      ) : null}
      {tiles.length > 0 ? (
        <section className="home__section home-tiles" aria-labelledby="home-tiles">
          <h2 id="home-tiles" className="home__title">
            {t('marketing.home.tiles')}
          </h2>
          <ul className="home-tiles__list">
            {tiles.map((tile) => (
              <li key={tile.id}>
                <Link to={href(`categorie/${tile.path}`)} className="home-tile">
                  <Picture image={tile.image} className="home-tile__image" decorative />
                  <span className="home-tile__title">{tile.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {content.sectionBlocks.map((block, index) =>
        block.title ? (
          <section key={block.id} className="home__section home-text" aria-labelledby={`home-text-${index}`}>
            <h2 id={`home-text-${index}`} className="home__title">
              {block.title}
            </h2>
            <div className="home-text__body" dangerouslySetInnerHTML={{ __html: block.html }} />
          </section>
        ) : (
          <div
            key={block.id}
            className="home__section home-text home-text__body"
            dangerouslySetInnerHTML={{ __html: block.html }}
          />
        ),
      )}
    </>
  );
}
