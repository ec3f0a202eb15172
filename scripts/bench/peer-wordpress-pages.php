<?php
// The WordPress peer's pages for `npm run bench:peer` (peer-wordpress.ts runs this with PHP's
// command line; Debian's WordPress in /usr/share/wordpress). Reads JSON from stdin:
//   { "origin": "http://127.0.0.1:3123", "host": "127.0.0.1",
//     "pages": [{ "slug": "home", "title": "…", "html": "…", "front": true }, …],
//     "images": { "/images/x.jpg": "/abs/path/public/images/x.jpg", … } }
// Uploads each image once to the media library (as an editor would, so WordPress makes its own
// sizes and srcset), puts each page's HTML in with its images pointing at the uploads, makes the
// "front" page the home page, and prints each page's address as JSON. Run again with the same
// input, it changes nothing.
$input = json_decode(stream_get_contents(STDIN), true);
// Debian's wp-config.php picks /etc/wordpress/config-<host>.php by the request's host.
$_SERVER['HTTP_HOST'] = $input['host'];
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

foreach (['siteurl', 'home'] as $option) {
    if (get_option($option) !== $input['origin']) update_option($option, $input['origin']);
}
if (get_option('permalink_structure') !== '/%postname%/') {
    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure('/%postname%/');
    $wp_rewrite->flush_rules(false);
}

/** The attachment of a project image, uploaded the first time. */
function peer_image($src, $file) {
    $found = get_posts(['post_type' => 'attachment', 'post_status' => 'inherit', 'meta_key' => '_lss_peer_source', 'meta_value' => $src, 'numberposts' => 1, 'fields' => 'ids']);
    if ($found) return $found[0];
    $tmp = wp_tempnam(basename($file));
    copy($file, $tmp);
    // Its own slug, so that no attachment page takes a page's address (an image named grass.jpg).
    $id = media_handle_sideload(['name' => basename($file), 'tmp_name' => $tmp], 0, null, ['post_name' => 'peer-image-' . md5($src)]);
    if (is_wp_error($id)) {
        fwrite(STDERR, "upload of $file failed: " . $id->get_error_message() . "\n");
        exit(1);
    }
    update_post_meta($id, '_lss_peer_source', $src);
    return $id;
}

$urls = [];
foreach ($input['pages'] as $page) {
    // What the classic editor inserts for a library image; WordPress adds srcset, sizes and loading.
    $html = preg_replace_callback('/<img src="([^"]+)"/', function ($m) use ($input) {
        $src = html_entity_decode($m[1]);
        if (!isset($input['images'][$src])) return $m[0];
        $id = peer_image($src, $input['images'][$src]);
        return '<img src="' . esc_url(wp_get_attachment_image_url($id, 'large')) . '" class="wp-image-' . $id . '"';
    }, $page['html']);
    $hash = md5($page['title'] . $html);
    $existing = get_page_by_path($page['slug'], OBJECT, 'page');
    if ($existing && get_post_meta($existing->ID, '_lss_peer_hash', true) === $hash) {
        $id = $existing->ID;
    } else {
        $post = ['post_type' => 'page', 'post_status' => 'publish', 'post_name' => $page['slug'], 'post_title' => $page['title'], 'post_content' => $html];
        $id = $existing ? wp_update_post(['ID' => $existing->ID] + $post, true) : wp_insert_post($post, true);
        if (is_wp_error($id)) {
            fwrite(STDERR, "page {$page['slug']} failed: " . $id->get_error_message() . "\n");
            exit(1);
        }
        update_post_meta($id, '_lss_peer_hash', $hash);
        fwrite(STDERR, ($existing ? 'updated' : 'created') . " the page {$page['slug']}\n");
    }
    if (!empty($page['front']) && (get_option('show_on_front') !== 'page' || (int) get_option('page_on_front') !== $id)) {
        update_option('show_on_front', 'page');
        update_option('page_on_front', $id);
    }
    $urls[$page['slug']] = get_permalink($id);
}
echo json_encode($urls);
