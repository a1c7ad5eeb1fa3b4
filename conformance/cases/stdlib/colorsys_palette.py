# colorsys as an agent uses it to build a palette: hex colours through HSV and HLS and back,
# YIQ luminance, greys, hue wrap-around and the clamping of out-of-range YIQ.
import colorsys


def to_hex(rgb):
    return "#" + "".join(f"{round(c * 255):02x}" for c in rgb)


def from_hex(text):
    return tuple(int(text[i : i + 2], 16) / 255 for i in (1, 3, 5))


for colour in ["#ff0000", "#00ff00", "#0000ff", "#336699", "#ffffff", "#000000", "#808080", "#c0ffee", "#f5deb3"]:
    rgb = from_hex(colour)
    hsv = colorsys.rgb_to_hsv(*rgb)
    hls = colorsys.rgb_to_hls(*rgb)
    yiq = colorsys.rgb_to_yiq(*rgb)
    print(colour, [round(x, 6) for x in hsv], [round(x, 6) for x in hls], [round(x, 6) for x in yiq])
    print("  back", to_hex(colorsys.hsv_to_rgb(*hsv)), to_hex(colorsys.hls_to_rgb(*hls)), to_hex(colorsys.yiq_to_rgb(*yiq)))

print([to_hex(colorsys.hsv_to_rgb(i / 6, 0.8, 0.9)) for i in range(7)])
print([to_hex(colorsys.hls_to_rgb(i / 5, 0.5, 1.0)) for i in range(6)])
print(colorsys.hsv_to_rgb(1.25, 0.5, 0.5), colorsys.hsv_to_rgb(-0.25, 0.5, 0.5), colorsys.hls_to_rgb(0.3, 0.8, 0.0))
print(colorsys.yiq_to_rgb(1.0, 0.6, -0.6), colorsys.yiq_to_rgb(0.0, -0.5, 0.5))
print(colorsys.rgb_to_hsv(1, 1, 0), colorsys.rgb_to_hls(0.2, 0.2, 0.2), colorsys.rgb_to_hls(0.9, 0.8, 0.85))
print(colorsys.ONE_THIRD, colorsys.ONE_SIXTH, colorsys.TWO_THIRD)
print(colorsys.__all__)
for bad in [("a", 0, 0), (None, 0.5, 0.5)]:
    try:
        colorsys.rgb_to_hsv(*bad)
    except TypeError as e:
        print("TypeError", e)
