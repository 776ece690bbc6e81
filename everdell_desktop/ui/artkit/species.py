"""The species: each an :class:`~.critters.Anatomy` (a choice of body, head, ears, tail and
markings and its colours) registered as a part a picture may place (``"part": "capybara"``).
"""

from __future__ import annotations

from .critters import MARKS, Anatomy, draw_critter
from .ink import Ink
from .parts import part

SPECIES: dict[str, Anatomy] = {
    # jungle
    "capybara": Anatomy("stout", "box", "tiny", "none", coat="#a0703f", belly="#c99a66"),
    "tapir": Anatomy(
        "stout", "snout", "round", "stub", marks=("belly", "trunk"), coat="#4a4a52", belly="#e6e2da"
    ),
    "toucan": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="big",
        marks=("belly", "wings"),
        coat="#23232a",
        belly="#fff3c8",
        beak_colour="#f6a524",
    ),
    "mantis": Anatomy(
        "slim",
        "bug",
        "none",
        "none",
        eyes="big",
        marks=("antennae", "buzz"),
        coat="#f2a6c8",
        belly="#fde4ef",
        markings="#b85c8a",
    ),
    "chameleon": Anatomy(
        "slim",
        "snout",
        "none",
        "curl",
        eyes="big",
        marks=("belly", "crest"),
        coat="#4caf50",
        belly="#c6e98a",
        markings="#2e7d32",
    ),
    "monkey": Anatomy("pear", "round", "round", "curl", coat="#8a5a33", belly="#f0d2a8"),
    "capuchin": Anatomy(
        "pear",
        "round",
        "round",
        "curl",
        marks=("belly", "mask"),
        coat="#3b2a20",
        belly="#f2e2c4",
        markings="#f2e2c4",
    ),
    "glass_frog": Anatomy(
        "round",
        "flat",
        "none",
        "none",
        eyes="big",
        marks=("glass",),
        coat="#9be36d",
        belly="#e9fbdc",
    ),
    "tree_frog": Anatomy(
        "round",
        "flat",
        "none",
        "none",
        eyes="big",
        marks=("belly",),
        coat="#2fa84f",
        belly="#f6d04d",
    ),
    "sloth": Anatomy(
        "stout",
        "round",
        "none",
        "none",
        marks=("belly", "mask"),
        coat="#9c8a6e",
        belly="#d8c9a8",
        markings="#5a4a36",
    ),
    "parrot": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="hook",
        marks=("belly", "wings", "crest"),
        coat="#2e9d4e",
        belly="#f2d13a",
        markings="#d93a2b",
        beak_colour="#3a3a3a",
    ),
    "macaw": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="hook",
        marks=("belly", "wings"),
        coat="#d9332b",
        belly="#f5c23a",
        beak_colour="#efe6d0",
    ),
    "hummingbird": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="needle",
        marks=("belly", "buzz"),
        coat="#1fa58c",
        belly="#f0efe0",
        beak_colour="#2a2a2a",
    ),
    "okapi": Anatomy(
        "tall",
        "long",
        "tall",
        "stub",
        marks=("legstripes", "belly"),
        coat="#5a2f24",
        belly="#f5f0e6",
    ),
    "jaguar": Anatomy(
        "pear",
        "cat",
        "round",
        "long",
        marks=("belly", "spots", "whiskers"),
        coat="#e0a33c",
        belly="#f6e6c2",
        markings="#3b2616",
    ),
    "otter": Anatomy(
        "slim",
        "cat",
        "tiny",
        "long",
        marks=("belly", "whiskers"),
        coat="#7a5236",
        belly="#d9bb92",
        markings="#4a2e1c",
    ),
    "coati": Anatomy(
        "pear",
        "snout",
        "round",
        "ringed",
        marks=("belly", "mask"),
        coat="#a46a3c",
        belly="#e8caa0",
        markings="#3e2816",
    ),
    "armadillo": Anatomy(
        "stout", "snout", "pointed", "thin", marks=("bands",), coat="#9c8470", belly="#d8c4aa"
    ),
    "anteater": Anatomy(
        "pear",
        "long",
        "tiny",
        "bushy",
        marks=("belly", "stripes"),
        coat="#6e5a46",
        belly="#e8dcc8",
        markings="#2a2018",
    ),
    "kinkajou": Anatomy(
        "pear", "round", "tiny", "curl", marks=("belly",), coat="#c08a4a", belly="#ecc890"
    ),
    "iguana": Anatomy(
        "slim",
        "snout",
        "none",
        "long",
        marks=("crest", "belly"),
        coat="#6b9a3a",
        belly="#b7d27a",
        markings="#3e5e1e",
    ),
    # woodland
    "mouse": Anatomy(
        "pear", "round", "round", "thin", marks=("belly", "cheeks"), coat="#9a8a7a", belly="#efe4d2"
    ),
    "squirrel": Anatomy(
        "pear", "round", "tufts", "bushy", marks=("belly",), coat="#c0622a", belly="#f1d6b0"
    ),
    "chipmunk": Anatomy(
        "pear",
        "round",
        "round",
        "bushy",
        marks=("belly", "stripes", "cheeks"),
        coat="#b47a45",
        belly="#f1dcb8",
        markings="#3e2a1a",
    ),
    "rabbit": Anatomy(
        "pear", "round", "long", "stub", marks=("belly", "cheeks"), coat="#eee8de", belly="#ffffff"
    ),
    "hare": Anatomy(
        "slim", "round", "long", "stub", marks=("belly",), coat="#a67c52", belly="#efdcc0"
    ),
    "fox": Anatomy(
        "slim",
        "cat",
        "pointed",
        "bushy",
        marks=("belly", "whiskers"),
        coat="#d2642a",
        belly="#fbf1e2",
    ),
    "badger": Anatomy(
        "stout",
        "snout",
        "tiny",
        "stub",
        marks=("belly", "mask"),
        coat="#7c7c80",
        belly="#f2f2f2",
        markings="#1f1f22",
    ),
    "bear": Anatomy(
        "stout", "cat", "round", "stub", marks=("belly",), coat="#6b4226", belly="#b0835a"
    ),
    "mole": Anatomy(
        "stout",
        "snout",
        "none",
        "stub",
        eyes="dot",
        marks=("belly", "whiskers"),
        coat="#3c3636",
        belly="#5e5454",
    ),
    "owl": Anatomy(
        "bird",
        "beak",
        "tufts",
        "fan",
        eyes="big",
        beak="short",
        marks=("belly", "wings"),
        coat="#8a6a48",
        belly="#e8d6b4",
        beak_colour="#e8b040",
    ),
    "hedgehog": Anatomy(
        "round", "snout", "tiny", "none", marks=("belly", "spines"), coat="#c8a07a", belly="#efd9bc"
    ),
    "beaver": Anatomy(
        "stout", "round", "tiny", "flat", marks=("belly",), coat="#7a4a26", belly="#b4875a"
    ),
    "raccoon": Anatomy(
        "pear",
        "cat",
        "pointed",
        "ringed",
        marks=("belly", "mask"),
        coat="#8a8a88",
        belly="#dcdcd8",
        markings="#262626",
    ),
    "toad": Anatomy(
        "round",
        "flat",
        "none",
        "none",
        eyes="big",
        marks=("belly", "spots"),
        coat="#8a8a3a",
        belly="#d8d29a",
        markings="#5a5a20",
    ),
    "pigeon": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="short",
        marks=("belly", "wings"),
        coat="#8c94a6",
        belly="#b9c7d8",
        beak_colour="#e09060",
    ),
    "crow": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="short",
        marks=("wings",),
        coat="#2a2a36",
        belly="#4a4a5a",
        beak_colour="#3a3a3a",
    ),
    "turtle": Anatomy(
        "stout", "round", "none", "stub", marks=("shell", "belly"), coat="#7f9a52", belly="#e4d8a4"
    ),
    "sheep": Anatomy(
        "pear", "long", "tall", "stub", marks=("wool",), coat="#3a3232", belly="#f4efe4"
    ),
    "ram": Anatomy(
        "pear", "long", "tall", "stub", marks=("wool", "horns"), coat="#4a3e38", belly="#ece4d0"
    ),
    "deer": Anatomy(
        "tall",
        "long",
        "tall",
        "stub",
        marks=("belly", "spots"),
        coat="#b9773e",
        belly="#f3e2c6",
        markings="#f3e2c6",
    ),
    "opossum": Anatomy(
        "pear", "snout", "round", "thin", marks=("belly",), coat="#b8b4ae", belly="#f6f2ea"
    ),
    "shrew": Anatomy(
        "slim",
        "snout",
        "tiny",
        "thin",
        marks=("belly", "whiskers"),
        coat="#6a5a52",
        belly="#a89a90",
    ),
    "lizard": Anatomy(
        "slim", "snout", "none", "long", marks=("belly",), coat="#5f8f6a", belly="#c8dcb0"
    ),
    "woodpecker": Anatomy(
        "bird",
        "beak",
        "none",
        "fan",
        beak="short",
        marks=("belly", "wings", "crest"),
        coat="#2e2e2e",
        belly="#f4f0e6",
        markings="#d62b2b",
        beak_colour="#8a8a8a",
    ),
    "weasel": Anatomy(
        "slim", "cat", "tiny", "long", marks=("belly",), coat="#9a5a2e", belly="#fbf0dc"
    ),
    "bat": Anatomy(
        "pear", "cat", "pointed", "none", marks=("belly",), coat="#4a3a48", belly="#7a6a78"
    ),
    "frog": Anatomy(
        "round",
        "flat",
        "none",
        "none",
        eyes="big",
        marks=("belly", "cheeks"),
        coat="#5aa845",
        belly="#e4f2b2",
    ),
    "stag_beetle": Anatomy(
        "round", "bug", "none", "none", marks=("horns", "antennae"), coat="#4a2a2a", belly="#6a3a3a"
    ),
}


def _species_part(name: str, anatomy: Anatomy) -> None:
    @part(name, "critter", colours=(anatomy.coat, "#6a8caf", "#e2b33c"), extras=MARKS)
    def draw(ink: Ink, figure) -> None:
        draw_critter(ink, figure, anatomy)


for _name, _anatomy in SPECIES.items():
    _species_part(_name, _anatomy)
