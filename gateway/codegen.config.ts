/**
 * GraphQL Code Generator settings for the resolver types, in the shape of the CLI's `generates`
 * entry. `scripts/codegen.ts` runs them through `@graphql-codegen/core`: one schema, one output and a
 * `--check` mode need no more than that (the CLI would add its watcher, prompts and task runner).
 */

/** Paths are relative to this package. */
export const SCHEMA = '../schema.graphql';
export const OUTPUT = 'src/schema/__generated__/resolvers-types.ts';

/** Mapper paths are relative to the generated file. */
const models = '../../models.js';
const prices = '../prices.js';
const afterSales = '../after-sales/models.js';

export const config = {
  contextType: '../../context.js#GatewayContext',
  /**
   * What each resolver receives as parent, and may return for a field of that type. Domain types
   * named like a schema type are aliased.
   */
  mappers: {
    Region: '@shop/domain#RootCategory',
    Category: '@shop/domain#Category as CategoryRecord',
    Product: `${models}#ProductModel`,
    Offer: `${models}#OfferModel`,
    Shop: `${models}#ShopModel`,
    Price: `${prices}#PriceModel`,
    ProductPrice: `${prices}#ProductPriceModel`,
    SearchSuggestion: '@shop/domain#Suggestion',
    ShopConfiguration: '@shop/domain#ShopConfig',
    Viewer: `${models}#ViewerModel`,
    Customer: '@shop/domain#Customer as CustomerRecord',
    Address: `${models}#AddressModel`,
    Cart: `${models}#CartModel`,
    CartLine: `${models}#CartLineModel`,
    Coupon: '@shop/domain#Coupon as CouponRecord',
    CartTax: '@shop/domain#CartTax as CartTaxRecord',
    FrancoProgress: '@shop/domain#FrancoProgress as FrancoProgressRecord',
    PostalAddress: '@shop/domain#Address as PostalAddressRecord',
    Shipment: `${models}#ShipmentModel`,
    ShipmentMethod: `${models}#ShipmentMethodModel`,
    DeliveryEstimate: `${models}#DeliveryEstimateModel`,
    PriceDetail: `${models}#PriceDetailModel`,
    RelayPoint: '@shop/domain#RelayPoint as RelayPointRecord',
    LocalStore: '../local-stores.js#LocalStoreModel',
    CartValidation: `${models}#CartValidationModel`,
    Order: `${models}#OrderModel`,
    OrderItem: `${models}#OrderItemModel`,
    OrderPayment: `${models}#OrderPaymentModel`,
    OrderEvent: `${models}#OrderEventModel`,
    Parcel: `${models}#ParcelModel`,
    TrackingEvent: `${models}#TrackingEventModel`,
    OrderAfterSales: `${afterSales}#AfterSalesModel`,
    CancellableShipment: `${afterSales}#CancellableShipmentModel`,
    AfterSalesLine: `${afterSales}#AfterSalesLineModel`,
    OrderReturn: `${afterSales}#OrderReturnModel`,
    ReturnItem: `${afterSales}#ReturnItemModel`,
    ReturnInstructions: `${afterSales}#ReturnInstructionsModel`,
    RefundPreview: `${afterSales}#RefundPreviewModel`,
    SellerRefund: `${afterSales}#SellerRefundModel`,
    RefundItem: `${afterSales}#RefundItemModel`,
    Refund: `${afterSales}#RefundModel`,
    CreditNote: `${afterSales}#CreditNoteModel`,
    CategoryTile: `${models}#CategoryTileModel`,
    ProductGrid: `${models}#ProductGridModel`,
    GridRow: `${models}#GridRowModel`,
  },
  // `import type` under verbatimModuleSyntax, and enums as string unions: upstream values and
  // domain constants are plain strings, which a TypeScript enum would not accept.
  useTypeImports: true,
  enumsAsTypes: true,
  // Relay's global ids are strings both ways.
  scalars: { ID: 'string' },
  // A mapped type leaves its fields optional: only the ones the model lacks need a resolver.
  avoidOptionals: false,
};
