"""The languages written in other scripts: Chinese, Japanese (no spaces between words), Korean, Arabic, Hindi."""
