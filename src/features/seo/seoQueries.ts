import type { DestinationOperationName } from '../../api/types';

const product = `products { hotels { id giataCode name slugName slugPath category
  location { country { code name } region { id name } city { id name } geoCode { lat lng } avgAirTemp avgWaterTemp }
  content { mainImage { link } textList } ratings { averageRating reviewsCount recommendationsTotal } }
  offers { id hotelId lengthOfStay price { amount perPersonAmount currency } rooms { name board { code name } } }
  hubCurrency }
facets paging { total perPage page } productSearch`;

/**
 * The query document of each operation; the operation name travels beside it, so a
 * server may pick the resolver by either.
 */
export const seoQueries: Record<DestinationOperationName, string> = {
  loadDestinationContent: `query loadDestinationContent($path: String!) {
  loadDestinationContent(path: $path) { id path location { city region country }
    booking_information site_information { weather_headline } departure_airports
    teaser { teaser_title teaser_description teaser_image }
    seo_content { seo_info_collection { headline text } } quick_links { links { name url } }
    hotel { headline } static_group_id sorting_order breadcrumbs { name url }
    travel_period_from travel_period_to filter main_teaser_element } }`,
  loadDestinationProduct: `query loadDestinationProduct($destinationContent: DestinationContentInput!, $page: Int!, $perPage: Int!, $config: ProductConfigInput!, $useGiataCode: Boolean) {
  loadDestinationProduct(destinationContent: $destinationContent, page: $page, perPage: $perPage, config: $config, useGiataCode: $useGiataCode) { ${product} } }`,
  loadDestinationQuicklinks: `query loadDestinationQuicklinks($path: String!, $group: String!) {
  loadDestinationQuicklinks(path: $path, group: $group) { name url } }`,
  loadDestinationSiblings: `query loadDestinationSiblings($path: String!, $category: String) {
  loadDestinationSiblings(path: $path, category: $category) { name url image } }`,
  loadDestinationFAQ: `query loadDestinationFAQ($path: String!, $group: String) {
  loadDestinationFAQ(path: $path, group: $group) { sections { title items { question answer } } } }`,
  loadDestinationTabs: `query loadDestinationTabs($path: String!, $group: String) {
  loadDestinationTabs(path: $path, group: $group) { items { title text } } }`,
  loadDestinationPrefixes: `query loadDestinationPrefixes {
  loadDestinationPrefixes { prefix exists destinations { name url } } }`,
};
