# Debian's headless Chromium for the browser tests (the served page, the HTML reports); sourced by
# .ci/run. labeler_chromium_ensure installs the `chromium` package when it is missing and we are
# root on Debian; otherwise it says why and returns non-zero, and the browser tests skip.

labeler_chromium_ensure() {
    if command -v chromium >/dev/null 2>&1; then
        return 0
    fi
    if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        echo "chromium.sh: Chromium is not installed and I cannot apt-get it (not root, or not Debian)" >&2
        return 1
    fi
    echo "chromium.sh: installing Debian's chromium package" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
}
